. /lib/vmtest.sh
check "this is the kdump kernel" test -e /proc/vmcore
check "it was given pkram=" grep -q "pkram=" /proc/cmdline
check_dmesg "PKRAM says it is off" "pkram: off in the crash kernel"
check_no_dmesg "and takes nothing over" "handed over|held pages"

. /lib/vmtest.sh
check "this is the kdump kernel" test -e /proc/vmcore
check "it was given pkram=PFN" grep -qE "pkram=[0-9]+" /proc/cmdline
check_dmesg "PKRAM says it is off" "pkram: off in the crash kernel"
check_no_dmesg "and takes nothing over" "handed over|held pages"

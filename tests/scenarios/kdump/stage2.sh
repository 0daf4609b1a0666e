. /lib/vmtest.sh
check "this is the kdump kernel" test -e /proc/vmcore
check "it was given pkram=" grep -q "pkram=" /proc/cmdline
check "PKRAM says it is off" sh -c 'dmesg | grep -q "pkram: off in the crash kernel"'
check "and takes nothing over" sh -c '! dmesg | grep -q "handed over\|held pages"'

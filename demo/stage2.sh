# make demo, second boot: the new kernel took the 256 MiB over in place.
. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

from=$(stage_arg demo_from)
now=$(cat /proc/sys/kernel/random/boot_id)
echo
echo "=== boot 2: $(uname -r), boot id $now (kexec'ed from boot $from)"
dmesg | grep "pkram:" | grep -v "scratch memory" | sed 's/^\[[^]]*\] /    /'
check "boot 2 is a new boot, not boot 1" test -n "$from" -a "$from" != "$now"
echo "=== checking every page and byte of node 'demo'"
echo demo > $T/verify
check "node demo came back intact" test $? = 0
dmesg | grep "pkram_test: demo" | sed 's/^\[[^]]*\] /    /'
echo "=== demo done"

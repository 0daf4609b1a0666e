# make demo, second boot: the proof that it is a fresh kernel started by
# the kexec of boot 1.
. /lib/vmtest.sh

from=$(stage_arg demo_from)
now=$(cat /proc/sys/kernel/random/boot_id)
echo
echo "=== boot 2: $(uname -r), boot id $now"
echo "    started by kexec from boot $from"
echo "    $(dmesg | grep -m1 'Command line:' | sed 's/^\[[^]]*\] //')"
check "boot 2 is a new boot, not boot 1" test -n "$from" -a "$from" != "$now"
check "boot 2 runs the command line boot 1 handed to kexec" \
	sh -c "dmesg | grep -q 'Command line:.*demo_from=$from'"
echo "=== demo done"

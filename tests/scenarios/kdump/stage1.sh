. /lib/vmtest.sh
check_sh "saved a node" 'echo "kept 1000 0 100" > /sys/kernel/debug/pkram_test/save'
check "there is a superblock to pass on" test -n "$(cat /sys/kernel/pkram)"
cmdline=
for a in $(cat /proc/cmdline); do
	case $a in vmtest_stage=*|crashkernel=*) ;; *) cmdline="$cmdline $a" ;; esac
done
kexec -s -p /boot/bzImage --initrd=/boot/initrd.img \
	--append="$cmdline pkram=$(cat /sys/kernel/pkram) vmtest_stage=2 nr_cpus=1 reset_devices"
check "the crash kernel is loaded" test "$(cat /sys/kernel/kexec_crash_loaded)" = 1
echo "vmtest: kexec into stage 2 (by panic)"
# The panic does not wait for the console to write what the stage wrote
# before it: once, "ok 3" and the line above were lost (distro-check,
# session 22).  Let it drain.
sleep 1
# LKDTM where built in (the test kernel), else SysRq (Debian's kernel,
# which builds LKDTM as a module).
if [ -e /sys/kernel/debug/provoke-crash/DIRECT ]; then
	echo PANIC > /sys/kernel/debug/provoke-crash/DIRECT
else
	echo c > /proc/sysrq-trigger
fi
not_ok "still running after the panic"

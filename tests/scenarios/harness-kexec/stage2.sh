. /lib/vmtest.sh

prev=$(stage_arg prev_boot)
check_eq "second boot runs stage 2" "$VMTEST_STAGE" 2
check "command line was set by pkram-kexec" grep -q "vmtest_stage=2" /proc/cmdline
check "stage 1 handed over its boot id" test -n "$prev"
check "this is a different boot than stage 1" \
	test "$prev" != "$(cat /proc/sys/kernel/random/boot_id)"
check_dmesg "this kernel was booted with the command line stage 1 gave kexec" \
	"Command line:.* prev_boot=$prev"
check "the previous kernel's command line is not repeated" \
	test "$(grep -o vmtest_stage= /proc/cmdline | wc -l)" = 1
check_sh "no pkram= was passed without /sys/kernel/pkram" \
	'! grep -q "pkram=" /proc/cmdline || test -r /sys/kernel/pkram'

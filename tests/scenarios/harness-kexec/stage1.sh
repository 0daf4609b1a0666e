# The harness itself: stage 2 must run in a kernel freshly started by
# kexec, not in this boot.  Pass this boot's identity on to the next one.
. /lib/vmtest.sh

check_eq "cold boot runs stage 1" "$VMTEST_STAGE" 1
check "/boot holds the kernel and initramfs to kexec" \
	test -s /boot/bzImage -a -s /boot/initrd.img
check "kexec_file_load is available" grep -q "kexec_file_load\|sys_kexec_file_load" /proc/kallsyms
pkram-kexec prev_boot=$(cat /proc/sys/kernel/random/boot_id)
not_ok "pkram-kexec returned"

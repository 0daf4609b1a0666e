. /lib/vmtest.sh
. ./lockdown.sh
check_eq "lockdown=integrity: locked down" "$(lockdown_level)" integrity
check "pkram= is on the command line" grep -q " pkram=[0-9]" /proc/cmdline
check_dmesg "pkram= is ignored under lockdown" \
	"pkram: pkram=[0-9]+ ignored: the kernel is locked down; nothing preserved is used"
check_dmesg "... as lockdown says" "Lockdown: .*: PKRAM hand-over named by pkram= is restricted"
check_no_dmesg "... no memory is held for it" "pkram: holding"
tree_lost t1
check_fails "kexec_load is refused under lockdown" \
	kexec -c -l /boot/bzImage --initrd=/boot/initrd.img --append=quiet
sum=$(new_tree t2)
check "tree t2 is preserved" test -n "$sum"
# kexec_file_load passes the hand-over itself: a stray pkram= is ignored.
pkram-kexec lockdown=confidentiality pkram=12345 t2_sum=$sum
not_ok "kexec failed"

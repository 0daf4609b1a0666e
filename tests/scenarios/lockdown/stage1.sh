. /lib/vmtest.sh
. ./lockdown.sh
check_eq "a cold boot is not locked down" "$(lockdown_level)" none
sum=$(new_tree t1)
check "tree t1 is preserved" test -n "$sum"
check "... PKRAM has it to hand over" test -n "$(cat /sys/kernel/pkram)"
# kexec_load: the kernel cannot pass the hand-over; only pkram= names it.
check "kexec_load of the next kernel" \
	pkram-kexec --load-only --kexec-load --in-scratch lockdown=integrity
check_dmesg "... says the new kernel needs pkram=" \
	"pkram: kexec_load\(\): the new kernel takes the hand-over only with pkram=$(cat /sys/kernel/pkram) on its command line"
pkram-kexec --kexec-load --in-scratch lockdown=integrity
not_ok "kexec failed"

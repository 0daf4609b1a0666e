. /lib/vmtest.sh
. ./lockdown.sh
check_eq "lockdown=confidentiality: locked down" "$(lockdown_level)" confidentiality
check_dmesg "pkram= is ignored under lockdown" \
	"pkram: pkram=[0-9]+ ignored: the kernel is locked down; nothing preserved is used"
tree_lost t4
check_eq "nothing is preserved now" "$(cat /sys/kernel/pkram)" ""
pkram-kexec
not_ok "kexec failed"

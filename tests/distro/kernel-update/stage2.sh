. /lib/vmtest.sh
. ./tree.sh
restore "distribution kernel"
mkdir -p /sys/kernel/security
mount -t securityfs none /sys/kernel/security 2>/dev/null
check_sh "distribution kernel: Debian's LSMs (lockdown, apparmor) are on" \
	"grep -q lockdown /sys/kernel/security/lsm && grep -q apparmor /sys/kernel/security/lsm"
check_no_dmesg "distribution kernel: a hand-over boot defers no struct page init" \
	"deferred pages initialised"
check "distribution kernel: the tree can be changed" tmpfs_tree change $T 1
check "distribution kernel: the test kernel reads its hand-over" \
	pkram-image-info --check /boot/bzImage
save_and_kexec "distribution kernel" bzImage

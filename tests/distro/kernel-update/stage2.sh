. /lib/vmtest.sh
. ./tree.sh
restore "distribution kernel"
mkdir -p /sys/kernel/security
mount -t securityfs none /sys/kernel/security 2>/dev/null
check_sh "distribution kernel: Debian's LSMs (lockdown, apparmor) are on" \
	"grep -q lockdown /sys/kernel/security/lsm && grep -q apparmor /sys/kernel/security/lsm"
check_dmesg "distribution kernel: a hand-over boot defers struct page init" \
	"deferred pages initialised"
check_dmesg "distribution kernel: held memory is set up by deferred init" \
	"pkram: node [0-9]+: [0-9]+ held pages set up"
check "distribution kernel: the tree can be changed" tmpfs_tree change $T 1
check "distribution kernel: the test kernel reads its hand-over" \
	pkram-image-info --check /boot/bzImage
save_and_kexec "distribution kernel" bzImage

. /lib/vmtest.sh
. ./tree.sh
restore "test kernel again"
check "the test kernel's debugging is on here (lockdep)" test -e /proc/lockdep_stats
check "the bench kernel reads this kernel's hand-over" pkram-image-info --check /boot/bench
check "test kernel: the tree can be changed" tmpfs_tree change $T 2
save_and_kexec "test kernel" bench

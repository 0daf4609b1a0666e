. /lib/vmtest.sh
. ./tree.sh
restore "bench kernel"
# The same configuration without lockdep and DEBUG_VM, plus PMEM: another
# layout of kernel structures (spinlocks, page table locks), another image.
check_fails "bench kernel: no lockdep here" test -e /proc/lockdep_stats
check "bench kernel: the tree can be changed" tmpfs_tree change $T 3
save_and_kexec "bench kernel" bzImage

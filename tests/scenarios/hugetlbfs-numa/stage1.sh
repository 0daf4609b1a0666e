. /lib/vmtest.sh
. /scenario/numa-pool.sh
check_node_pools "hugepages=0:4,1:6" 4 4 6 6
mkdir -p /mnt/h
check "pkram=h mounts" mount -t hugetlbfs -o pkram=h,pagesize=2M none /mnt/h
check "ram, 20 MiB, is written through a shared mapping" tmpfs_tree mmap-write /mnt/h/ram 20 61
check_node_pools "it takes every page of both nodes" 4 0 6 0
check "the tree is saved" mount -o remount,preserve,ro /mnt/h
pfns=$(tmpfs_tree pfns /mnt/h/ram | tr '\n' ,)
check "its page frames are listed" test -n "$pfns"
# Node 0 is asked for one page more than it holds.
pkram-kexec hugepages=0:5,1:6 pfns=$pfns
not_ok "kexec failed"

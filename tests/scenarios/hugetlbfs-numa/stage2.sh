. /lib/vmtest.sh
. /scenario/numa-pool.sh
check_dmesg "node 0's preserved pages count toward its hugepages=, one allocated" \
	"HugeTLB: 4 preserved 2.00 MiB pages on node 0 count toward hugepages=0:5; allocating 1"
check_dmesg "node 1's too" \
	"HugeTLB: 6 preserved 2.00 MiB pages on node 1 count toward hugepages=1:6; allocating 0"
check_node_pools "each node's pool holds its preserved pages, in use" 5 1 6 0
check_eq "HugePages_Total" "$(meminfo HugePages_Total)" 11
mkdir -p /mnt/h
check "pkram=h mounts the tree" mount -t hugetlbfs -o pkram=h,pagesize=2M none /mnt/h
check_back_in_place ram /mnt/h/ram 20 61
check_node_pools "the pools as before the mount" 5 1 6 0
check "the tree is saved again" mount -o remount,preserve,ro /mnt/h
pkram-kexec hugepages=0:4,1:5
not_ok "kexec failed"

. /lib/vmtest.sh
. /scenario/numa-pool.sh
check_dmesg "node 1's six pages do not fit its hugepages=1:5" \
	"HugeTLB: hugetlbfs:h: 6 preserved 2.00 MiB pages on node 1 do not fit hugepages=1:5 \\(0 taken\\); kept preserved"
check_node_pools "each node's pool is what it asked for, free" 4 4 5 5
mkdir -p /mnt/h
check_fails "the tree does not mount" mount -t hugetlbfs -o pkram=h,pagesize=2M none /mnt/h
check_dmesg "... its pages not in the pool" \
	"hugetlbfs: pkram=h: the tree's huge pages are not in the pool \\(the boot log says why\\): mount refused, tree kept"
check_eq "... and is kept" "$(pkram_nodes)" "hugetlbfs:h "
pkram-kexec --drop hugepages
not_ok "kexec failed"

. /lib/vmtest.sh
. /scenario/numa-pool.sh
check_dmesg "without hugepages=, the pool takes the tree" \
	"HugeTLB: hugetlbfs:h: its preserved 2.00 MiB pages join the pool, in use"
check_node_pools "each node's pool is as large as what it took" 4 0 6 0
mkdir -p /mnt/h
check "pkram=h mounts the tree" mount -t hugetlbfs -o pkram=h,pagesize=2M none /mnt/h
check_back_in_place "ram, handed over three times," /mnt/h/ram 20 61
check "ram is removed" rm /mnt/h/ram
check_node_pools "its pages are free, each on its node" 4 4 6 6
free=$(free_kb)
check_sh "the pool is shrunk to none" \
	"echo 0 > /sys/kernel/mm/hugepages/hugepages-2048kB/nr_hugepages"
check_node_pools "both nodes give their pages back" 0 0 0 0
check "... and free memory grew by 20 MiB" grew_by 20480 "$(free_kb)" $free 2048
check_eq "no node is left" "$(pkram_nodes)" ""

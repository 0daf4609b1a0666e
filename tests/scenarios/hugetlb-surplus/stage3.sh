. /lib/vmtest.sh
H2=/sys/kernel/mm/hugepages/hugepages-2048kB

check_dmesg "without hugepages=, the pool takes the tree's pages" \
	"HugeTLB: hugetlbfs:vm: its preserved 2.00 MiB pages join the pool, in use"
check_read_eq "the pool has the five" $H2/nr_hugepages 5
check_read_eq "... in use" $H2/free_hugepages 0
check_read_eq "... as pages of its own, not surplus" $H2/surplus_hugepages 0
check_eq "HugePages_Total counts them" "$(meminfo HugePages_Total)" 5
mkdir -p /mnt/vm
check "pkram=vm mounts the tree" mount -t hugetlbfs -o pkram=vm,pagesize=2M none /mnt/vm
check_back_in_place ram /mnt/vm/ram 10 41
check "ram is removed" rm /mnt/vm/ram
check_read_eq "... its pages are free in the pool" $H2/free_hugepages 5
free=$(free_kb)
check_sh "the pool is shrunk to none" "echo 0 > $H2/nr_hugepages"
check_read_eq "... it has none" $H2/nr_hugepages 0
check "... and free memory grew by 10 MiB" grew_by 10240 "$(free_kb)" $free 1024
check_eq "no node is left" "$(pkram_nodes)" ""

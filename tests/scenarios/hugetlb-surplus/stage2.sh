. /lib/vmtest.sh
H2=/sys/kernel/mm/hugepages/hugepages-2048kB

check_dmesg "the tree's five pages do not fit hugepages=4" \
	"HugeTLB: hugetlbfs:vm: 5 preserved 2.00 MiB pages do not fit hugepages=4 \\(0 taken\\); kept preserved"
check_read_eq "the pool: the four asked for" $H2/nr_hugepages 4
check_read_eq "... free" $H2/free_hugepages 4
check_read_eq "... none surplus" $H2/surplus_hugepages 0
mkdir -p /mnt/vm
check_fails "the tree does not mount" mount -t hugetlbfs -o pkram=vm,pagesize=2M none /mnt/vm
check_dmesg "... its pages not in the pool" \
	"hugetlbfs: pkram=vm: the tree's huge pages are not in the pool \\(the boot log says why\\): mount refused, tree kept"
check_eq "... and is kept" "$(pkram_nodes)" "hugetlbfs:vm "

pkram-kexec --drop hugepages
not_ok "kexec failed"

. /lib/vmtest.sh
H=/sys/kernel/mm/hugepages/hugepages-1048576kB

check_dmesg "the tree was handed over" "pkram: 1 nodes handed over"
check_dmesg "PKRAM says why hugepages=5 falls short" \
	"pkram: no 1024 MiB block of held memory is free of preserved pages; huge pages are not taken from scratch memory"
check_dmesg "hugetlb says how many it got" \
	"HugeTLB: allocating 5 of page size 1.00 GiB failed.  Only allocated [2-4] hugepages"
n=$(cat $H/nr_hugepages)
check "the blocks without preserved pages became huge pages ($n)" test "$n" -ge 2 -a "$n" -le 4
check_gigantic_off_scratch "$n"
mkdir -p /mnt/huge /mnt/t
check "hugetlbfs with 1 GiB pages mounts" mount -t hugetlbfs -o pagesize=1G none /mnt/huge
check "every pool page written through a shared mapping" tmpfs_tree mmap-write /mnt/huge/f $((n * 1024)) 78
check "pkram=t mounts the tree" mount -t tmpfs -o pkram=t none /mnt/t
check "its 768 MiB read back the pattern written" tmpfs_tree mmap-check /mnt/t/data 768 "$(stage_arg tree_seed)"
check "so do the huge pages" tmpfs_tree mmap-check /mnt/huge/f $((n * 1024)) 78

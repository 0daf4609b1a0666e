. /lib/vmtest.sh
H=/sys/kernel/mm/hugepages/hugepages-1048576kB

check_dmesg "the tree was handed over" "pkram: 1 nodes handed over"
# Held memory is all of memory but scratch: the pages come from there.
check_read_eq "hugepages=2 got two 1 GiB pages after a hand-over" $H/nr_hugepages 2
check_no_dmesg "none is taken from scratch memory or missing" "HugeTLB: allocating|huge page is in scratch"
check_gigantic_off_scratch 2
# Off preserved pages too: fill both pages, then read the tree back.
mkdir -p /mnt/huge /mnt/t
check "hugetlbfs with 1 GiB pages mounts" mount -t hugetlbfs -o pagesize=1G none /mnt/huge
check "2 GiB written to it through a shared mapping" tmpfs_tree mmap-write /mnt/huge/f 2048 77
check_read_eq "both pool pages are in use" $H/free_hugepages 0
check "pkram=t mounts the tree" mount -t tmpfs -o pkram=t none /mnt/t
seed=$(stage_arg tree_seed)
check "its 768 MiB read back the pattern written" tmpfs_tree mmap-check /mnt/t/data 768 "$seed"
check "so do the huge pages" tmpfs_tree mmap-check /mnt/huge/f 2048 77
# More pages than memory free of preserved pages can give (at most the
# three free blocks): no fallback to scratch memory.
check "the tree is saved again" mount -o remount,preserve,ro /mnt/t
pkram-kexec hugepages=5
not_ok "kexec failed"

. /lib/vmtest.sh
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
check_dmesg "the pool takes the tree's pages" \
	"HugeTLB: hugetlbfs:rt: its preserved 2.00 MiB pages join the pool, in use"
mkdir -p /mnt/rt
check "pkram=rt mounts the preserved tree" mount -t hugetlbfs -o pkram=rt,pagesize=2M none /mnt/rt
check "f came back intact" tmpfs_tree mmap-check /mnt/rt/f 1024 7
check_eq "in the same page frames" "$(tmpfs_tree pfns /mnt/rt/f | md5sum | cut -c1-32)" \
	"$(stage_arg pfns)"
# A boot that took a hand-over allocated in scratch memory first, and
# freed much of it since: what the pool grows by now is where scratch
# memory's free pages lead the free lists.
scratch=$(scratch_ranges)
echo "# scratch memory: $scratch"
check "the boot says where scratch memory is" test -n "$scratch"
check "the pool grows by 256 pages at run time" sh -c "
	echo 768 > $H2/nr_hugepages && [ \$(cat $H2/nr_hugepages) = 768 ]"
check "they go into a second file" tmpfs_tree mmap-write /mnt/rt/g 512 8
check_eq "none of the 256 is in scratch memory" "$(in_scratch_count /mnt/rt/g)" "0/256"
check "both files are removed" rm /mnt/rt/f /mnt/rt/g
check_read_eq "... their pages are free in the pool" $H2/free_hugepages 768

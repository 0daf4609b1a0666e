. /lib/vmtest.sh
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
scratch=$(scratch_ranges)
echo "# scratch memory: $scratch"
check "the boot says where scratch memory is" test -n "$scratch"
check "a pool of 512 pages of 2 MiB is made at run time" sh -c "
	echo 512 > $H2/nr_hugepages && [ \$(cat $H2/nr_hugepages) = 512 ]"
mkdir -p /mnt/rt
check "a hugetlbfs mounts with pkram=rt" mount -t hugetlbfs -o pkram=rt,pagesize=2M none /mnt/rt
check "the pool's pages go into one file of 1 GiB" tmpfs_tree mmap-write /mnt/rt/f 1024 7
check_read_eq "... every one of them" $H2/free_hugepages 0
check_eq "none of the 512 is in scratch memory" "$(in_scratch_count /mnt/rt/f)" "0/512"
check "the tree is saved" mount -o remount,preserve,ro /mnt/rt
check_dmesg "all of it" "hugetlbfs: pkram=rt: preserved 2 inodes, 512 huge pages in [0-9]+ us"
pkram-kexec pfns=$(tmpfs_tree pfns /mnt/rt/f | md5sum | cut -c1-32)
not_ok "kexec failed"

. /lib/vmtest.sh
H2=/sys/kernel/mm/hugepages/hugepages-2048kB

check_dmesg "the tree's five pages do not fit hugepages=4" \
	"HugeTLB: hugetlbfs:vm: 5 preserved 2.00 MiB pages do not fit hugepages=4 \\(0 taken\\); kept preserved"
check_read_eq "the pool: the four asked for" $H2/nr_hugepages 4
check_read_eq "... free" $H2/free_hugepages 4
check_read_eq "... none surplus" $H2/surplus_hugepages 0
mkdir -p /mnt/vm /mnt/s
check_fails "the tree does not mount" mount -t hugetlbfs -o pkram=vm,pagesize=2M none /mnt/vm
check_eq "... and is kept" "$(pkram_nodes)" "hugetlbfs:vm "

# After a boot that took a hand-over, scratch memory's free pages lead
# the free lists: surplus pages made at a fault must not be there.
scratch=$(scratch_ranges)
echo "# scratch memory: $scratch"
check "the boot says where scratch memory is" test -n "$scratch"
check_sh "256 surplus pages are allowed" "echo 256 > $H2/nr_overcommit_hugepages"
check "a hugetlbfs without pkram= mounts" mount -t hugetlbfs -o pagesize=2M none /mnt/s
check "f, 512 MiB, is written through a shared mapping" tmpfs_tree mmap-write /mnt/s/f 512 43
check_read_eq "... in the pool's four pages and 252 surplus" $H2/surplus_hugepages 252
check_eq "none of the 256 is in scratch memory" "$(in_scratch_count /mnt/s/f)" "0/256"
check "f is removed" rm /mnt/s/f
check_read_eq "... the surplus pages are gone" $H2/surplus_hugepages 0
umount /mnt/s

pkram-kexec --drop hugepages pfns="$(stage_arg pfns)"
not_ok "kexec failed"

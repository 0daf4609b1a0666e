. /lib/vmtest.sh
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
# "pkram: scratch memory [mem 0xSTART-0xEND]", one line per range.
scratch=$(dmesg | sed -n 's/.*pkram: scratch memory \[mem \(0x[0-9a-f]*\)-\(0x[0-9a-f]*\)\].*/\1 \2/p')
echo "# scratch memory: $scratch"
check "the boot says where scratch memory is" test -n "$scratch"
# in_scratch PFN (hex): whether the 2 MiB page at PFN meets scratch memory.
in_scratch() {
	local start=$((0x$1 * 4096)) s e
	set -- $scratch
	while [ $# -ge 2 ]; do
		s=$(($1)) e=$(($2))
		[ $start -le $e ] && [ $((start + 2097152)) -gt $s ] && return 0
		shift 2
	done
	return 1
}
check "a pool of 512 pages of 2 MiB is made at run time" sh -c "
	echo 512 > $H2/nr_hugepages && [ \$(cat $H2/nr_hugepages) = 512 ]"
mkdir -p /mnt/rt
check "a hugetlbfs mounts with pkram=rt" mount -t hugetlbfs -o pkram=rt,pagesize=2M none /mnt/rt
check "the pool's pages go into one file of 1 GiB" tmpfs_tree mmap-write /mnt/rt/f 1024 7
check_read_eq "... every one of them" $H2/free_hugepages 0
pfns=$(tmpfs_tree pfns /mnt/rt/f)
n=0
for p in $pfns; do in_scratch $p && n=$((n + 1)); done
check_eq "none of the 512 is in scratch memory" "$n/$(echo "$pfns" | grep -c .)" "0/512"
check "the tree is saved" mount -o remount,preserve,ro /mnt/rt
check_dmesg "all of it" "hugetlbfs: pkram=rt: preserved 2 inodes, 512 huge pages in [0-9]+ us"
pkram-kexec pfns=$(echo "$pfns" | md5sum | cut -c1-32)
not_ok "kexec failed"

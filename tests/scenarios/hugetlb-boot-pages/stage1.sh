. /lib/vmtest.sh
H=/sys/kernel/mm/hugepages/hugepages-1048576kB

check_read_eq "hugepages=2 got two 1 GiB pages on a cold boot" $H/nr_hugepages 2
pages=$(gigantic_pages)
echo "# 1 GiB pages at:" $pages
check "kpageflags shows two" test "$(echo $pages | wc -w)" = 2
for a in $pages; do
	check "the page at $a is off the next kernel's scratch memory" off_scratch $a 0x40000000
done
mkdir -p /mnt/t
check "pkram=t mounts" mount -t tmpfs -o pkram=t none /mnt/t
seed=$(( $(od -An -N4 -tu4 /dev/urandom) + 1 ))
check "768 MiB written to the tree" tmpfs_tree mmap-write /mnt/t/data 768 $seed
check "the tree is saved" mount -o remount,preserve,ro /mnt/t
pkram-kexec tree_seed=$seed
not_ok "kexec failed"

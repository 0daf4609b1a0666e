. /lib/vmtest.sh
# Free pages outside ZONE_MOVABLE, with those on the per-cpu lists, which
# nr_free_pages leaves out: an allocation can take them without the count
# moving.
free_pinnable() {
	echo $(( $(zone_field Normal nr_free_pages) + $(zone_field DMA32 nr_free_pages) +
		 $(zone_field Normal count:) + $(zone_field DMA32 count:) ))
}
mkdir -p /mnt/m
check "pkram=m mounts" mount -t tmpfs -o pkram=m none /mnt/m
check "64 MiB are written" dd if=/dev/urandom of=/mnt/m/data bs=1M count=64
movable=$(zone_field Movable nr_zone_unevictable)
echo "# unevictable pages in ZONE_MOVABLE: $movable"
check "the file's pages are in ZONE_MOVABLE" test "$movable" -ge 8000
# Summed before the save, so that what the save does to it shows.
check "the mount is read-only" mount -o remount,ro /mnt/m
sum=$(sum_of md5sum /mnt/m/data)
before=$(free_pinnable)
check "the tree is saved" mount -o remount,preserve,ro /mnt/m
after=$(free_pinnable)
echo "# free pages outside ZONE_MOVABLE: $before before saving, $after after"
# The copies take $movable pages; the save's metadata a few more (one
# run entry per run of pages), and as many may be freed meanwhile.
check "they were copied out of it (>= $movable - 64 pages taken elsewhere)" \
	test $((before - after)) -ge $((movable - 64))

# A huge page of the hugetlb pool is never copied: one in ZONE_MOVABLE,
# where 2 MiB pages are allocated first, fails the save, which names the
# file and says why; nothing is saved and the mount stays writable.
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
mkdir -p /mnt/h
check_sh "a pool of 16 pages of 2 MiB is made" \
	"echo 16 > $H2/nr_hugepages && [ \$(cat $H2/nr_hugepages) = 16 ]"
check "pkram=h mounts a hugetlbfs" mount -t hugetlbfs -o pkram=h,pagesize=2M none /mnt/h
check "a 2 MiB file is written" tmpfs_tree mmap-write /mnt/h/vm.ram 2 5
check_fails "remount,preserve,ro refuses the tree" mount -o remount,preserve,ro /mnt/h
check_dmesg "naming the file, and why" \
	"hugetlbfs: pkram: vm.ram: the huge page at 0 is in ZONE_MOVABLE or CMA, where pages must stay movable: not saved"
check_sh "nothing is saved" "! grep -q hugetlbfs:h /sys/kernel/mm/pkram/nodes"
check "the mount stays writable" touch /mnt/h/still-rw
check_sh "the pool is given back" "umount /mnt/h && echo 0 > $H2/nr_hugepages"

pkram-kexec m_sum=$sum
not_ok "kexec failed"

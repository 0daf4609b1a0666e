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
pkram-kexec m_sum=$sum
not_ok "kexec failed"

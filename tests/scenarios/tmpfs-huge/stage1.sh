. /lib/vmtest.sh
mkdir -p /mnt/h /mnt/w /mnt/big /mnt/e /mnt/disk
# Small files of base pages first, while memory off scratch is free:
# pages in scratch memory are saved as copies, not kept in place.
check "pkram=e4k mounts" mount -t tmpfs -o pkram=e4k none /mnt/e
check_sh "8 MiB written to it" "dd if=/dev/urandom of=/mnt/e/data bs=1M count=8 2>/dev/null"
check "pkram=big mounts" mount -t tmpfs -o pkram=big,size=4g none /mnt/big
check_sh "8 MiB written to it" "dd if=/dev/urandom of=/mnt/big/pf bs=1M count=8 2>/dev/null"
check "pkram=huge mounts with huge=always" mount -t tmpfs -o pkram=huge,huge=always none /mnt/h
check "512 MiB written through a MAP_SHARED mapping" tmpfs_tree mmap-write /mnt/h/guest 512 7
check "pkram=within mounts with huge=within_size" \
	mount -t tmpfs -o pkram=within,huge=within_size none /mnt/w
# Sized first, so that every huge page lies within it.
tmpfs_tree mmap-write /mnt/w/data 64 8
huge=$(meminfo ShmemHugePages)
echo "# ShmemHugePages: $huge kB"
check "both files are backed by huge pages" test "$huge" -ge $((576 * 1024))
start=$(date +%s)
dd if=/dev/zero of=/mnt/big/zero bs=1M count=1 2>/dev/null
tmpfs_tree make /mnt/big 9 3072 >/dev/null
echo "# made a 3 GiB file in $(($(date +%s) - start)) s"
check "a 3 GiB file of base pages" test "$(stat -c %s /mnt/big/big)" = $((3072 * 1048576 + 123))
# Listed read-only before the save, so that what the save does to them
# shows.
for m in h w big e; do
	check "pkram mount /mnt/$m is read-only" mount -o remount,ro /mnt/$m
done
within=$(sum_of tmpfs_tree list /mnt/w)
big=$(sum_of tmpfs_tree list /mnt/big)
e4k=$(sum_of tmpfs_tree list /mnt/e)
# Where each page is, and where this kernel's scratch memory is: PKRAM
# saves copies of the pages it finds there.
check "the disk mounts" mount /dev/vdb /mnt/disk
scratch_ranges > /mnt/disk/scratch
for f in h/guest w/data big/pf e/data; do
	check_sh "the page frames of /mnt/$f are listed" \
		"tmpfs_tree pfns /mnt/$f > /mnt/disk/${f%/*}.pfns"
done
check "the disk unmounts" umount /mnt/disk
for m in h w big e; do
	check "pkram mount /mnt/$m is saved" mount -o remount,preserve,ro /mnt/$m
done
dmesg | grep "tmpfs: pkram=" | sed 's/^/# /'
pkram-kexec within_sum=$within big_sum=$big e4k_sum=$e4k
not_ok "kexec failed"

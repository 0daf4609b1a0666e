. /lib/vmtest.sh
mkdir -p /mnt/oc /mnt/oe /mnt/hz /mnt/hy /tmp/ref
check "pkram=oc mounts" mount -t tmpfs -o pkram=oc,size=2g none /mnt/oc
check "pkram=oe mounts" mount -t tmpfs -o pkram=oe none /mnt/oe
check "1536 MiB written in pkram=oc" tmpfs_tree mmap-write /mnt/oc/big 1536 21
check "256 MiB written in pkram=oe" tmpfs_tree mmap-write /mnt/oe/big 256 22
for n in hz hy; do
	check "pkram=$n mounts with huge=always" \
		mount -t tmpfs -o pkram=$n,huge=always none /mnt/$n
	check "a huge page written in pkram=$n" tmpfs_tree mmap-write /mnt/$n/thp 2 23
	check "another written in pkram=$n" tmpfs_tree mmap-write /mnt/$n/thp2 2 24
done
check "pkram=hz holds huge pages" \
	test "$(awk '/^ShmemHugePages:/ { print $2 }' /proc/meminfo)" -ge 8192
# What the cuts must leave, on copies in a tmpfs that is not kept.
check "a reference tmpfs mounts" mount -t tmpfs none /tmp/ref
cp /mnt/hz/thp /mnt/hz/thp2 /tmp/ref/
truncate -s 4096 /tmp/ref/thp
tmpfs_tree falloc /tmp/ref/thp2 1048576 8192 punch
# A file's md5 sum, or a reason it has none.
file_sum() { md5sum < "$1" | cut -d' ' -f1; }
thp_sum=$(file_sum /tmp/ref/thp) thp2_sum=$(file_sum /tmp/ref/thp2)
for n in oc oe hz hy; do check "pkram=$n is saved" mount -o remount,preserve,ro /mnt/$n; done
pkram-kexec thp_sum=$thp_sum thp2_sum=$thp2_sum
not_ok "kexec failed"

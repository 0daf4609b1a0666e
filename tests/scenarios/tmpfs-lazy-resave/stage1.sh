. /lib/vmtest.sh
# ru: a tree of base pages, with directories, a hole and a small file;
# rh: huge pages; rd, rk: trees to be dropped in the next kernel; rb: one
# saved while its background restore runs.
mkdir -p /mnt/ru /mnt/rh /mnt/rd /mnt/rk /mnt/rb
check "pkram=ru mounts" mount -t tmpfs -o pkram=ru,size=512m none /mnt/ru
check "256 MiB written in pkram=ru" tmpfs_tree mmap-write /mnt/ru/big 256 21
check "a directory tree in pkram=ru" sh -c 'mkdir -p /mnt/ru/d/e &&
	echo small > /mnt/ru/d/e/small && ln /mnt/ru/d/e/small /mnt/ru/d/link'
check "1 MiB then a hole in pkram=ru" tmpfs_tree mmap-write /mnt/ru/sparse 1 22
check "the hole made" truncate -s 8M /mnt/ru/sparse
check "pkram=rh mounts with huge=always" \
	mount -t tmpfs -o pkram=rh,size=256m,huge=always none /mnt/rh
check "64 MiB written in huge pages" tmpfs_tree mmap-write /mnt/rh/big 64 23
for t in rd:24 rk:25; do
	check "pkram=${t%:*} mounts" mount -t tmpfs -o pkram=${t%:*},size=256m none /mnt/${t%:*}
	check "64 MiB written in pkram=${t%:*}" tmpfs_tree mmap-write /mnt/${t%:*}/big 64 ${t#*:}
done
check "pkram=rb mounts" mount -t tmpfs -o pkram=rb,size=2g none /mnt/rb
check "1 GiB written in pkram=rb" tmpfs_tree mmap-write /mnt/rb/big 1024 26
sparse_sum=$(md5sum < /mnt/ru/sparse | cut -d' ' -f1)
for n in ru rh rd rk rb; do check "pkram=$n is saved" mount -o remount,preserve,ro /mnt/$n; done
pkram-kexec sparse_sum=$sparse_sum
not_ok "kexec failed"

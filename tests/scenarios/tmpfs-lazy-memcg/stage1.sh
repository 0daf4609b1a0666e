. /lib/vmtest.sh
mkdir -p /mnt/mc
check "pkram=mc mounts" mount -t tmpfs -o pkram=mc,size=256m none /mnt/mc
check "64 MiB written" tmpfs_tree mmap-write /mnt/mc/big 64 11
check "the tree is saved" mount -o remount,preserve,ro /mnt/mc
for t in mh:12 mq:17; do
	mkdir -p /mnt/${t%:*}
	check "pkram=${t%:*} mounts with huge=always" \
		mount -t tmpfs -o pkram=${t%:*},size=256m,huge=always none /mnt/${t%:*}
	check "64 MiB written in huge pages" tmpfs_tree mmap-write /mnt/${t%:*}/big 64 ${t#*:}
	check "the tree of huge pages is saved" mount -o remount,preserve,ro /mnt/${t%:*}
done
# Trees whose mounting cgroup fills up, empty (me) or with a task in it
# (mp), read by tasks of the root cgroup (issue 35, item 1).
mkdir -p /mnt/me /mnt/mp
check "pkram=me mounts" mount -t tmpfs -o pkram=me,size=256m none /mnt/me
check "pkram=mp mounts" mount -t tmpfs -o pkram=mp,size=256m none /mnt/mp
check "64 MiB written in pkram=me to be mapped" tmpfs_tree mmap-write /mnt/me/big 64 13
check "32 MiB written in pkram=me to be read" tmpfs_tree mmap-write /mnt/me/rd 32 16
check "64 MiB written in pkram=mp" tmpfs_tree mmap-write /mnt/mp/big 64 14
# Data in the first MiB of a 2 MiB window, a hole in the second.
check "1 MiB of data then a hole written in pkram=me" tmpfs_tree mmap-write /mnt/me/sparse 1 15
check "the hole made" truncate -s 4M /mnt/me/sparse
rd_sum=$(md5sum < /mnt/me/rd | cut -d" " -f1)
# A tree mapped by one task and read through /proc/PID/mem by another.
mkdir -p /mnt/mr
check "pkram=mr mounts" mount -t tmpfs -o pkram=mr,size=256m none /mnt/mr
check "64 MiB written in pkram=mr" tmpfs_tree mmap-write /mnt/mr/big 64 18
mr_sum=$(md5sum < /mnt/mr/big | cut -d" " -f1)
for n in me mp mr; do check "pkram=$n is saved" mount -o remount,preserve,ro /mnt/$n; done
pkram-kexec rd_sum=$rd_sum mr_sum=$mr_sum
not_ok "kexec failed"

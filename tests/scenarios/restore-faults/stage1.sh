. /lib/vmtest.sh
# Small trees, so that each of the many mounts is quick: directories,
# files, a hard link and a symlink in huge pages on /mnt/huge (even the
# small files); every kind of object, in base pages (batched when
# restored), on /mnt/base.
make_tree() {
	local i
	mkdir -p $1/a/b/c &&
	dd if=/dev/urandom of=$1/big bs=1M count=$2 2>/dev/null &&
	for i in $(seq 1 $3); do
		head -c $((i * 1000)) /dev/urandom > $1/a/b/file$i || return 1
	done &&
	ln $1/a/b/file1 $1/a/b/c/hardlink &&
	ln -s ../a/b/file2 $1/a/symlink
}
mkdir -p /mnt/huge /mnt/base
check "pkram=huge mounts with huge=always" mount -t tmpfs -o pkram=huge,huge=always none /mnt/huge
check "a tree of 4 MiB and 60 small files is made there" make_tree /mnt/huge 4 60
check "pkram=base mounts" mount -t tmpfs -o pkram=base none /mnt/base
# Every kind of object there: xattrs, POSIX ACLs, hard links, a sparse file.
check "a tree of every kind of object is made there" tmpfs_tree make /mnt/base 5 1
huge=$(awk '/^ShmemHugePages:/ {print $2}' /proc/meminfo)
check "huge pages hold the first ($huge kB)" test "$huge" -ge 4096
# Listed read-only before the save, so that what the save does to them
# shows.
check "both trees are read-only" sh -c 'mount -o remount,ro /mnt/huge && mount -o remount,ro /mnt/base'
huge_sum=$(sum_of tmpfs_tree list /mnt/huge)
base_sum=$(sum_of tmpfs_tree list /mnt/base)
check "both trees are saved" \
	sh -c 'mount -o remount,preserve,ro /mnt/huge && mount -o remount,preserve,ro /mnt/base'
# slub_debug=A: failslab may fail xarray nodes alone (cache-filter).
pkram-kexec huge_sum=$huge_sum base_sum=$base_sum slub_debug=A,radix_tree_node
not_ok "kexec failed"

. /lib/vmtest.sh
. ./tree.sh
mkdir -p $T $R
check "boot 1: pkram=tree mounts" mount -t tmpfs -o pkram=tree,$OPTS none $T
check_dmesg "boot 1: dmesg says there was nothing to restore" \
	"tmpfs: pkram=tree: nothing preserved, new tree"
check "boot 1: pkram=ref mounts" mount -t tmpfs -o pkram=ref none $R
unevictable() { awk '/^Unevictable:/ {print $2}' /proc/meminfo; }
before=$(unevictable)
check "boot 1: the tree is made" tmpfs_tree make $T 42 64
after=$(unevictable)
echo "# Unevictable: $before kB before, $after kB after"
# 64 MiB, 3 MiB, 2 MiB and the small files: never swapped out.
check "boot 1: the tree's pages are unevictable" test $((after - before)) -ge 70000
preserve_and_kexec 1

. /lib/vmtest.sh
. ./tree.sh
mkdir -p $T $R
mount -t tmpfs -o pkram=tree,$OPTS none $T
check "boot 1: pkram=tree mounts" test $? = 0
check "boot 1: dmesg says there was nothing to restore" \
	sh -c 'dmesg | grep -q "tmpfs: pkram=tree: nothing preserved, new tree"'
mount -t tmpfs -o pkram=ref none $R
unevictable() { awk '/^Unevictable:/ {print $2}' /proc/meminfo; }
before=$(unevictable)
tmpfs_tree make $T 42 64
check "boot 1: the tree is made" test $? = 0
after=$(unevictable)
echo "# Unevictable: $before kB before, $after kB after"
# 64 MiB, 3 MiB, 2 MiB and the small files: never swapped out.
check "boot 1: the tree's pages are unevictable" test $((after - before)) -ge 70000
preserve_and_kexec 1

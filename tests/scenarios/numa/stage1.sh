. /lib/vmtest.sh
. /scenario/numa.sh
check_eq "the guest has two NUMA nodes" "$(nr_nodes)" 2
for n in 0 1; do
	kb=$(scratch_kb_on $n)
	echo "# node $n: span $(node_span $n), scratch $kb kB"
	# The memmap of the node's 2 GiB alone takes 32 MiB.
	check "node $n has scratch memory of its own, room for its memmap" test "$kb" -ge 32768
done
mkdir -p /mnt/n
check "a pkram tmpfs interleaved over both nodes mounts" \
	mount -t tmpfs -o pkram=numa,mpol=interleave:0-1 none /mnt/n
b0=$(shmem_kb_on 0) b1=$(shmem_kb_on 1)
check "a tree with a 1 GiB file is made in it" tmpfs_tree make /mnt/n 3 1024
d0=$(($(shmem_kb_on 0) - b0)) d1=$(($(shmem_kb_on 1) - b1))
echo "# shmem added: node 0 $d0 kB, node 1 $d1 kB"
check "node 0 holds part of it" test "$d0" -ge $((400 * 1024))
check "node 1 holds part of it" test "$d1" -ge $((400 * 1024))
# Listed before the save, so that what the save does to it shows.
check "the mount is read-only" mount -o remount,ro /mnt/n
sum=$(sum_of tmpfs_tree list /mnt/n)
check "the mount is saved" mount -o remount,preserve,ro /mnt/n
pkram-kexec sum="$sum" d0=$d0 d1=$d1
not_ok "kexec failed"

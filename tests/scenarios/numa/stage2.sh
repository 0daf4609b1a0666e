. /lib/vmtest.sh
. /scenario/numa.sh
# Each node's NODE_DATA (and memmap) on the node itself: only scratch memory
# is free this early, so each node needs scratch memory of its own.
check_no_dmesg "no NODE_DATA off its node" "NODE_DATA\\([0-9]+\\) on node"
for n in 0 1; do
	check "node $n still has scratch memory of its own" test "$(scratch_kb_on $n)" -ge 32768
done
mkdir -p /mnt/n
b0=$(shmem_kb_on 0) b1=$(shmem_kb_on 1)
check "the tree mounts" mount -t tmpfs -o pkram=numa,ro none /mnt/n
# Restored lazily: Shmem counts the pages once attached.
check "the background restore attaches the tree" pkram_drained
d0=$(($(shmem_kb_on 0) - b0)) d1=$(($(shmem_kb_on 1) - b1))
echo "# shmem restored: node 0 $d0 kB, node 1 $d1 kB; saved $(stage_arg d0), $(stage_arg d1)"
check "node 0 got back its share, in place" near "$d0" "$(stage_arg d0)"
check "node 1 got back its share, in place" near "$d1" "$(stage_arg d1)"
check_eq "the tree is the saved one" "$(sum_of tmpfs_tree list /mnt/n)" "$(stage_arg sum)"
check "the mount is saved again" mount -o remount,preserve,ro /mnt/n
# The next kernel sees one node and one CPU.
pkram-kexec numa=off nr_cpus=1
not_ok "kexec failed"

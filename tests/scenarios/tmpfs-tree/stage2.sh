. /lib/vmtest.sh
. ./tree.sh
# Restored pages are charged to the memory cgroup of the mounting task.
mkdir -p /sys/fs/cgroup && mount -t cgroup2 none /sys/fs/cgroup
echo +memory > /sys/fs/cgroup/cgroup.subtree_control
mkdir /sys/fs/cgroup/restore
echo $$ > /sys/fs/cgroup/restore/cgroup.procs
restore 2
charged=$(cat /sys/fs/cgroup/restore/memory.current)
echo "# memory.current of the restoring cgroup: $charged bytes"
check "boot 2: the restored pages are charged to the mounting task's cgroup" \
	test "$charged" -ge $((70 * 1024 * 1024))
echo $$ > /sys/fs/cgroup/cgroup.procs
next_cycle 2

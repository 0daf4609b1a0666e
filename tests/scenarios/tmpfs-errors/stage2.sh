. /lib/vmtest.sh
check_eq "four nodes were handed over" "$(pkram_nodes)" "tmpfs:a tmpfs:b tmpfs:c tmpfs:d "

# A memory cgroup too small for the tree: the mount fails and the tree
# stays preserved (charging it elsewhere would let a cgroup escape its
# limit); nobody is OOM-killed, and a mount from a cgroup it fits gets it.
mkdir -p /sys/fs/cgroup /mnt/d && mount -t cgroup2 none /sys/fs/cgroup
echo +memory > /sys/fs/cgroup/cgroup.subtree_control
mkdir /sys/fs/cgroup/small && echo 4M > /sys/fs/cgroup/small/memory.max
check_fails "a tree bigger than the mounting task's memory cgroup does not mount" \
	in_cgroup /sys/fs/cgroup/small mount -t tmpfs -o pkram=d none /mnt/d
check_dmesg "the kernel says why" \
	"pkram=d: the tree \(8192 pages\) does not fit the memory cgroup of the mounting task"
check_dmesg "and that the tree is kept" "pkram=d: cannot restore the preserved tree \(-12\): mount refused, tree kept"
check_eq "nobody was OOM-killed" "$(awk '/^oom_kill / {print $2}' /sys/fs/cgroup/small/memory.events)" 0
check "the cgroup stayed within its limit" \
	test "$(cat /sys/fs/cgroup/small/memory.current)" -le $((4 * 1024 * 1024))
check_eq "d is still preserved" "$(pkram_nodes)" "tmpfs:a tmpfs:b tmpfs:c tmpfs:d "
check "d mounts from the root cgroup" mount -t tmpfs -o pkram=d none /mnt/d
check "its contents are intact" tmpfs_tree mmap-check /mnt/d/data 32 5
umount /mnt/d
mkdir -p /mnt/a /mnt/b
check "b mounts with options of its own" mount -t tmpfs -o pkram=b,ro,size=1m,nr_inodes=5000 none /mnt/b
check_eq "b comes back on its own" "$(sum_of tmpfs_tree list /mnt/b)" \
	"$(stage_arg b_sum)"
pages=$(dmesg | sed -n 's/.*tmpfs: pkram=b: size raised to \([0-9]*\) pages to hold the tree/\1/p')
echo "# size raised to ${pages:-(nothing)} pages"
check "a size too small for the tree is raised to what it holds" test "${pages:-0}" -ge 1800
check "to exactly that, shown in /proc/mounts" \
	grep -q " /mnt/b tmpfs ro,.*size=$((${pages:-0} * 4))k,nr_inodes=5000,.*pkram=b" /proc/mounts
check_eq "statfs agrees: the tree fills it" "$(stat -f -c %f /mnt/b)" 0
check_eq "a and c are still there" "$(pkram_nodes)" "tmpfs:a tmpfs:c "
mount -t tmpfs -o pkram=a,ro none /mnt/a
check_eq "a comes back on its own" "$(sum_of tmpfs_tree list /mnt/a)" \
	"$(stage_arg a_sum)"
memtotal() { awk '/^MemTotal:/ {print $2}' /proc/meminfo; }
before=$(memtotal)
check_sh "c, which nobody mounts, can be freed" 'echo tmpfs:c > /sys/kernel/mm/pkram/discard'
after=$(memtotal)
echo "# MemTotal: $before kB before, $after kB after freeing c"
check "freeing c gives its 200 MiB back" test $((after - before)) -ge 204000
check_eq "nothing is left" "$(pkram_nodes)" ""

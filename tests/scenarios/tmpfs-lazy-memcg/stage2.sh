. /lib/vmtest.sh
C=/sys/fs/cgroup
pending() { cat /sys/kernel/mm/pkram/pending; }
# in_small CMD...: run CMD in the cgroup "small".
in_small() { sh -c 'echo $$ > /sys/fs/cgroup/small/cgroup.procs && exec "$@"' sh "$@"; }
mkdir -p $C /mnt/mc && mount -t cgroup2 none $C
echo +memory > $C/cgroup.subtree_control
mkdir $C/small

# A tree the cgroup cannot hold is refused at mount; this one fits then,
# and the cgroup fills up (here: its limit drops) before it is attached.
check "the tree mounts from a cgroup, restore=demand" \
	in_small mount -t tmpfs -o pkram=mc,restore=demand none /mnt/mc
check "its 64 MiB are pending" test "$(pending)" -ge 16384
echo 16M > $C/small/memory.max
rc=0
in_small tmpfs_tree mmap-check /mnt/mc/big 64 11 > /dev/null 2>&1 || rc=$?
check_eq "a reader in that cgroup is killed past its limit (SIGKILL)" "$rc" 137
check_dmesg "by the cgroup's OOM killer, as for new pages" \
	"Memory cgroup out of memory: Killed process [0-9]+ \(tmpfs_tree\)"
check_no_dmesg "no fault is retried for an OOM nobody handles" "VM_FAULT_OOM leaked"
left=$(pending)
echo "# pending after the kill: $left pages"
check "what was not attached is still pending" test "$left" -gt 0

echo max > $C/small/memory.max
check "with room, a reader outside the cgroup reads every page intact" \
	tmpfs_tree mmap-check /mnt/mc/big 64 11
check_eq "nothing is left pending" "$(pending)" 0
charged=$(cat $C/small/memory.current)
echo "# memory.current of the mounting task's cgroup: $charged bytes"
check "the pages are charged to the mounting task's cgroup, not the reader's" \
	test "$charged" -ge $((64 << 20))
check_eq "every stack in the log is an OOM report's" \
	"$(dmesg | grep -c 'Call Trace:')" "$(dmesg | grep -c 'invoked oom-killer')"
umount /mnt/mc
check "the cgroup is uncharged when the tree is freed" \
	test "$(cat $C/small/memory.current)" -lt $((4 << 20))

# The same with huge pages.  A pending huge page is attached whole, and
# a charge of 512 pages at once never runs the OOM killer: charged that
# way, the reader faulted again and again, for ever.
kills() { dmesg | grep -c "Memory cgroup out of memory: Killed process [0-9]* (tmpfs_tree)"; }
mkdir -p /mnt/mh
check "the tree of huge pages mounts from the cgroup, restore=demand" \
	in_small mount -t tmpfs -o pkram=mh,restore=demand,huge=always none /mnt/mh
check "its 64 MiB are pending" test "$(pending)" -ge 16384
echo 16M > $C/small/memory.max
k0=$(kills)
rc=0
in_small tmpfs_tree mmap-check /mnt/mh/big 64 12 > /dev/null 2>&1 || rc=$?
check_eq "a reader of huge pages in that cgroup is killed past its limit (SIGKILL)" "$rc" 137
check "by the cgroup's OOM killer" test "$(kills)" -gt "$k0"
check_no_dmesg "no fault of a huge page is retried for an OOM nobody handles" \
	"VM_FAULT_OOM leaked"
echo max > $C/small/memory.max
out=$(tmpfs_tree mmap-check /mnt/mh/big 64 12)
check_eq "with room, every page of the huge pages reads intact" "$(echo "$out" | tail -1)" \
	"mmap-check: 0 of 16384 pages differ"
echo "# $(echo "$out" | head -1)"
check "still huge pages, mapped by PMDs" test "$(echo "$out" | awk '/ShmemPmdMapped/ { print $2 }')" -gt 0
check_eq "nothing is left pending" "$(pending)" 0
check "the huge pages are charged to the mounting task's cgroup" \
	test "$(cat $C/small/memory.current)" -ge $((64 << 20))
check_eq "every stack in the log is an OOM report's" \
	"$(dmesg | grep -c 'Call Trace:')" "$(dmesg | grep -c 'invoked oom-killer')"
umount /mnt/mh
check "the cgroup is uncharged when the tree of huge pages is freed" \
	test "$(cat $C/small/memory.current)" -lt $((4 << 20))

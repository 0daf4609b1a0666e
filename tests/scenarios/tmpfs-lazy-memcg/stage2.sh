. /lib/vmtest.sh
C=/sys/fs/cgroup
mkdir -p $C && mount -t cgroup2 none $C
echo +memory > $C/cgroup.subtree_control
mkdir $C/small
kills() { dmesg | grep -c "Memory cgroup out of memory: Killed process [0-9]* (tmpfs_tree)"; }

# over_limit WHAT NAME SEED [OPTION...]: mount the preserved tree NAME
# (64 MiB in one file written with SEED) lazily from the cgroup "small",
# which then fills up (here: its limit drops) before anything is
# attached, and read the file from inside it: the reader meets the
# cgroup's OOM killer, as for new pages, rather than faulting again and
# again; then read all of it with room again, charged to "small".  A
# tree the cgroup cannot hold is refused at mount: this one fits then.
over_limit() {
	local what=$1 name=$2 seed=$3 opts=$4 punch=$5 k0 rc=0 left bad=0 w
	mkdir -p /mnt/$name
	check "the tree of $what mounts from a cgroup, restore=demand" \
		in_cgroup $C/small mount -t tmpfs -o pkram=$name,restore=demand$opts none /mnt/$name
	check "its 64 MiB are pending" test "$(pkram_pending)" -ge 16384
	echo 16M > $C/small/memory.max
	k0=$(kills)
	in_cgroup $C/small tmpfs_tree mmap-check /mnt/$name/big 64 $seed > /dev/null 2>&1 || rc=$?
	check_eq "a reader of $what in that cgroup is killed past its limit (SIGKILL)" "$rc" 137
	check "by the cgroup's OOM killer, as for new pages" test "$(kills)" -gt "$k0"
	check_no_dmesg "no fault of $what is retried for an OOM nobody handles" \
		"VM_FAULT_OOM leaked"
	left=$(pkram_pending)
	echo "# pending after the kill: $left pages"
	check "what was not attached is still pending" test "$left" -gt 0
	# The page charged when the reader was killed was made a folio and
	# not attached: a cut of it must keep it whole (split, freeing a page
	# of it freed all 512).
	if [ -n "$punch" ]; then
		b0=$(stat -c %b /mnt/$name/big)
		check_sh "a page punched out of each 2 MiB of $what" \
			'for w in $(seq 0 31); do
				tmpfs_tree falloc /mnt/$name/big $((w * 2097152 + 4096)) 4096 punch || exit
			done'
		b1=$(stat -c %b /mnt/$name/big)
		echo "# blocks: $b0 before the punches, $b1 after"
		# All 32 pages freed but in the huge page kept whole.
		check "the file holds 31 or 32 pages less" \
			test $((b0 - b1)) -ge $((31 * 8)) -a $((b0 - b1)) -le $((32 * 8))
		bad=32
	fi

	echo max > $C/small/memory.max
	out=$(tmpfs_tree mmap-check /mnt/$name/big 64 $seed)
	check_eq "with room, a reader outside the cgroup reads every page of $what intact" \
		"$(echo "$out" | tail -1)" "mmap-check: $bad of 16384 pages differ"
	echo "# $(echo "$out" | head -1)"
	check_eq "nothing is left pending" "$(pkram_pending)" 0
	charged=$(cat $C/small/memory.current)
	echo "# memory.current of the mounting task's cgroup: $charged bytes"
	check "$what are charged to the mounting task's cgroup, not the reader's" \
		test "$charged" -ge $((64 << 20))
	check_eq "every stack in the log is an OOM report's" \
		"$(dmesg | grep -c 'Call Trace:')" "$(dmesg | grep -c 'invoked oom-killer')"
}

over_limit "base pages" mc 11
umount /mnt/mc
check "the cgroup is uncharged when the tree is freed" \
	test "$(cat $C/small/memory.current)" -lt $((4 << 20))

# A pending huge page is attached whole, and a charge of 512 pages at
# once never runs the OOM killer: charged that way, the reader faulted
# again and again, for ever.
over_limit "huge pages" mh 12 ,huge=always
check "still huge pages, mapped by PMDs" \
	test "$(echo "$out" | awk '/ShmemPmdMapped/ { print $2 }')" -gt 0
umount /mnt/mh
check "the cgroup is uncharged when the tree of huge pages is freed" \
	test "$(cat $C/small/memory.current)" -lt $((4 << 20))
# Again, a page punched out of every 2 MiB before the rest is read: the
# punched pages read as zeroes (a read of the mapping fills the holes
# again), nothing else changes.
over_limit "huge pages then punched" mq 17 ,huge=always punch
umount /mnt/mq
check "the cgroup is uncharged when the punched tree is freed" \
	test "$(cat $C/small/memory.current)" -lt $((4 << 20))

# The mounting task's cgroup at its limit (issue 35, item 1).  Pages are
# charged to it while it has room; past its limit, to the task that
# touches them, as a new tmpfs page would be.  Charged to the owner with
# its OOM killer, a reader of another cgroup killed the owner's tasks
# (mp); with no task to kill (me), a fault was retried for ever and
# read(2) failed with ENOMEM.
ooms() { dmesg | grep -c "invoked oom-killer"; }
O=$C/owner V=$C/vmm
mkdir -p $O $V /mnt/me /mnt/mp
echo 300M > $O/memory.max
check "pkram=me mounts from the cgroup owner, restore=demand" \
	in_cgroup $O mount -t tmpfs -o pkram=me,restore=demand none /mnt/me
echo 16M > $O/memory.max
o0=$(ooms)
p0=$(pkram_pending)
head -c 4096 /dev/zero > /tmp/zeros
check "a read of a hole next to pending pages works" \
	dd if=/mnt/me/sparse of=/tmp/hole bs=4096 skip=384 count=1
check "and gives a page of zeros" cmp /tmp/hole /tmp/zeros
check_eq "and attaches nothing" "$(pkram_pending)" "$p0"
rc=0
s=$(timeout 60 md5sum < /mnt/me/rd) || rc=$?
check_eq "with owner full and empty, read(2) from the root cgroup ends well" "$rc" 0
check_eq "and reads every byte" "${s%% *}" "$(stage_arg rd_sum)"
rc=0
out=$(timeout 60 tmpfs_tree mmap-check /mnt/me/big 64 13 2>&1) || rc=$?
check_eq "a reader through a mapping ends well too" "$rc" 0
check_eq "and finds every page intact" "$(echo "$out" | tail -1)" \
	"mmap-check: 0 of 16384 pages differ"
check_eq "no OOM killer ran for them" "$(ooms)" "$o0"
check "the owner's cgroup stayed within its limit" \
	test "$(cat $O/memory.current)" -le $((16 << 20))
check_dmesg "the mount says who is charged past the owner's limit" \
	"pkram=me: .*charged to the tasks that touch"

echo 300M > $V/memory.max
in_cgroup $V sleep 1000 &
vmm=$!
check "pkram=mp mounts from the cgroup vmm, restore=demand" \
	in_cgroup $V mount -t tmpfs -o pkram=mp,restore=demand none /mnt/mp
echo 16M > $V/memory.max
rc=0
out=$(timeout 60 tmpfs_tree mmap-check /mnt/mp/big 64 14 2>&1) || rc=$?
check_eq "with the cgroup vmm full, a reader of the root cgroup ends well" "$rc" 0
check_eq "and finds every page intact" "$(echo "$out" | tail -1)" \
	"mmap-check: 0 of 16384 pages differ"
check "the task of the cgroup vmm is alive" kill -0 $vmm
check_eq "no OOM kill in the cgroup vmm" "$(awk '/^oom_kill / { print $2 }' $V/memory.events)" 0
check_eq "no OOM killer ran at all" "$(ooms)" "$o0"
check_no_dmesg "no fault was retried for an OOM nobody handles" "VM_FAULT_OOM leaked"
# A fault past the owner's limit is charged where a new page would be:
# to the process whose mapping faults, also when another task makes it
# fault (here through /proc/PID/mem; ptrace and KVM's asynchronous faults
# do the same), not to that other task.
R=$C/rowner H=$C/mapper
mkdir -p $R $H /mnt/mr
echo 300M > $R/memory.max
check "pkram=mr mounts from the cgroup rowner, restore=demand" \
	in_cgroup $R mount -t tmpfs -o pkram=mr,restore=demand none /mnt/mr
echo 16M > $R/memory.max
in_cgroup $H tmpfs_tree mmap-hold /mnt/mr/big 64 > /tmp/hold &
i=0
while [ ! -s /tmp/hold ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
addr=$(cat /tmp/hold)
# The task itself, not the subshell that started it.
holder=$(cat $H/cgroup.procs)
check "a task of the cgroup mapper maps pkram=mr" test -n "$addr" -a -n "$holder"
h0=$(cat $H/memory.current)
s=$(dd if=/proc/$holder/mem bs=4096 skip=$((addr / 4096)) count=16384 2>/dev/null | md5sum)
check_eq "a task of the root cgroup reads all of it through /proc/PID/mem" \
	"${s%% *}" "$(stage_arg mr_sum)"
h1=$(cat $H/memory.current)
echo "# the mapper's cgroup: $h0 -> $h1 bytes; the owner's: $(cat $R/memory.current) bytes"
check "what the owner's cgroup cannot hold is charged to the mapper's" \
	test $((h1 - h0)) -ge $((40 << 20))
kill $holder
check "the data before the hole reads back" tmpfs_tree mmap-check /mnt/me/sparse 1 15
check_eq "nothing is left pending" "$(pkram_pending)" 0
kill $vmm

. /lib/vmtest.sh
C=/sys/fs/cgroup
mkdir -p $C && mount -t cgroup2 none $C
echo +memory > $C/cgroup.subtree_control
O=$C/owner
mkdir $O
echo 600M > $O/memory.max
mkdir -p /mnt/ru /mnt/rh /mnt/rd /mnt/rk
# unmount_frees NAME: unmount pkram=NAME, whose 64 MiB file is attached,
# and see MemFree grow by it; freed pages may wait on per-CPU lists: 48
# MiB of the 64 at least.
unmount_frees() {
	local free0 free1
	sync; echo 3 > /proc/sys/vm/drop_caches
	free0=$(meminfo MemFree)
	check "pkram=$1 unmounts" umount /mnt/$1
	sync; echo 3 > /proc/sys/vm/drop_caches
	free1=$(meminfo MemFree)
	echo "# MemFree: $free0 kB before the unmount, $free1 kB after"
	check "its 64 MiB are freed" test $((free1 - free0)) -ge $((48 << 10))
}
for n in ru rh rd rk; do
	check "pkram=$n mounts from the cgroup owner, restore=demand" \
		in_cgroup $O mount -t tmpfs -o pkram=$n,restore=demand none /mnt/$n
done
all=$(pkram_pending)
echo "# pending at mount: $all pages"
check_eq "the 449 MiB of the four trees are pending" "$all" 114945
# The owner's cgroup fills up: what is untouched is charged to nobody,
# and a save that attached it all failed with ENOMEM.
echo 16M > $O/memory.max

# An untouched tree of base pages, saved again.
check "pkram=ru, untouched, is preserved again in its full cgroup" \
	mount -o remount,preserve,ro /mnt/ru
check_eq "the save attached nothing" "$(pkram_pending)" "$all"
check "nor charged anything to the owner" test "$(cat $O/memory.current)" -lt $((4 << 20))
check_dmesg "the save preserved the tree's pages" \
	"pkram=ru: preserved 6 inodes, 65793 pages"
# Read while saved: attached on access (charged to the reader, the owner
# being full), the saved copy still holds them.
check "4 MiB of pkram=ru read while saved" \
	dd if=/mnt/ru/big of=/tmp/part bs=1M count=4 skip=100
check "the part read while saved was attached" test "$(pkram_pending)" -le $((all - 1024))
check "the small file reads back" grep -qx small /mnt/ru/d/link
# Made writable, the saved copy is dropped: the file holds its pages
# alone again, and they are all still there.
check "pkram=ru remounts read-write, dropping its saved copy" mount -o remount,rw /mnt/ru
check_eq "its node is gone" "$(pkram_nodes | tr ' ' '\n' | grep -c '^tmpfs:ru$')" 0
check "a file written in pkram=ru" sh -c 'echo after > /mnt/ru/d/after'
# Saved again, half attached, half pending; then unmounted while saved:
# the file lets go of its pending pages, the node keeps them.
check "pkram=ru is preserved again" mount -o remount,preserve,ro /mnt/ru
left=$(pkram_pending)
check "pkram=ru unmounts while saved" umount /mnt/ru
check "its pending pages are no longer counted" test "$(pkram_pending)" -le $((left - 60000))

# Huge pages, untouched, saved again and unmounted: kept whole.
p0=$(pkram_pending)
check "pkram=rh, untouched, is preserved again" mount -o remount,preserve,ro /mnt/rh
check_eq "the save attached none of its huge pages" "$(pkram_pending)" "$p0"
check "pkram=rh unmounts while saved" umount /mnt/rh

# rd: saved untouched.  The saved copy of a mounted tree is the tree's: a
# discard through sysfs is refused, "nopreserve" drops it; the file still
# holds every page, and its unmount frees them.
check "pkram=rd, untouched, is preserved again" mount -o remount,preserve,ro /mnt/rd
check_fails "a discard of its saved copy through sysfs is refused" \
	sh -c 'echo tmpfs:rd > /sys/kernel/mm/pkram/discard'
check "... which leaves it saved" grep -qx tmpfs:rd /sys/kernel/mm/pkram/nodes
check "remount,ro,nopreserve drops it" mount -o remount,ro,nopreserve /mnt/rd
check_fails "... it is no longer saved" grep -qx tmpfs:rd /sys/kernel/mm/pkram/nodes
echo max > $O/memory.max
out=$(tmpfs_tree mmap-check /mnt/rd/big 64 24)
check_eq "pkram=rd is intact after its saved copy was discarded" \
	"$(echo "$out" | tail -1)" "mmap-check: 0 of 16384 pages differ"
unmount_frees rd

# rk: saved untouched, unmounted, mounted again in this kernel: the node
# holds the pages the file let go of.
check "pkram=rk, untouched, is preserved again" mount -o remount,preserve,ro /mnt/rk
check "pkram=rk unmounts while saved" umount /mnt/rk
check "pkram=rk mounts again in the same kernel" mount -t tmpfs -o pkram=rk none /mnt/rk
out=$(tmpfs_tree mmap-check /mnt/rk/big 64 25)
check_eq "pkram=rk is intact" "$(echo "$out" | tail -1)" "mmap-check: 0 of 16384 pages differ"
unmount_frees rk

# rb: saved while the background restore attaches it, from the root
# cgroup.  The restore waits while the tree is saved, and goes on once a
# remount drops the saved copy.
mkdir -p /mnt/rb
check_eq "no other tree is pending" "$(pkram_pending)" 0
# Back to back, so that the save comes while the restore attaches.
rc=0
mount -t tmpfs -o pkram=rb none /mnt/rb && mount -o remount,preserve,ro /mnt/rb || rc=$?
check_eq "pkram=rb mounts, restored in the background, and is preserved again at once" \
	"$rc" 0
# A window the restore was attaching may still go in.
sleep 1
p0=$(pkram_pending)
sleep 2
p1=$(pkram_pending)
echo "# pending: $p0 after the save of pkram=rb, $p1 two seconds later"
dmesg | grep "pkram=rb" | sed 's/^/# /'
check "part of pkram=rb was still pending when saved" test "$p0" -gt 0
check_eq "nothing is attached while it is saved" "$p1" "$p0"
check "pkram=rb remounts read-write" mount -o remount,rw /mnt/rb
check "the background restore goes on and ends" pkram_drained 300
check_dmesg "and says so" "pkram=rb: background restore done"
out=$(tmpfs_tree mmap-check /mnt/rb/big 1024 26)
check_eq "pkram=rb is intact" "$(echo "$out" | tail -1)" "mmap-check: 0 of 262144 pages differ"
umount /mnt/rb
check_eq "the two trees saved are kept" "$(pkram_nodes)" "tmpfs:rh tmpfs:ru "
pkram-kexec sparse_sum=$(stage_arg sparse_sum)
not_ok "kexec failed"

. /lib/vmtest.sh
F=/sys/kernel/debug/fail_pkram_alloc
# Metadata pages PKRAM holds: all of them are freed with what they
# describe, leaving the superblock alone.
meta() { cat /sys/kernel/debug/pkram_test/meta_pages; }
base=$(meta)
check_eq "PKRAM holds its superblock only" "$base" 1
mkdir -p /mnt/a /mnt/b /mnt/c /mnt/x /mnt/u

# mnt_err DESCRIPTION EXPECTED-ERROR MOUNT-ARGS...
mnt_err() {
	desc=$1 want=$2; shift 2
	local out rc=0
	out=$(mount "$@" 2>&1) || rc=$?
	case $out in
	*"$want"*) check "$desc" test $rc != 0 ;;
	*) not_ok "$desc"; echo "# mount said: $out (rc $rc)" ;;
	esac
}

# Bad names and options: -EINVAL, and no mount.
mnt_err "pkram= with a space in the name is refused (EINVAL)" "Invalid argument" \
	-t tmpfs -o "pkram=a b" none /mnt/x
mnt_err "an empty pkram= is refused (EINVAL)" "Invalid argument" -t tmpfs -o pkram= none /mnt/x
long=$(printf 'n%.0s' $(seq 300))
mnt_err "a 300-byte pkram= is refused (EINVAL)" "Invalid argument" \
	-t tmpfs -o pkram=$long none /mnt/x
mnt_err "preserve without pkram= is refused (EINVAL)" "Invalid argument" \
	-t tmpfs -o preserve none /mnt/x
check_eq "nothing got mounted" "$(grep -c ' /mnt/x ' /proc/mounts)" "0"

# A user namespace cannot ask for a preserved tree.
check "pkram= in a user namespace fails with EPERM (a plain tmpfs mounts there)" \
	tmpfs_tree userns-mount /mnt/u a

# A name nobody preserved: an empty tmpfs that saves under that name.
check "pkram=a mounts" mount -t tmpfs -o pkram=a none /mnt/a
check_eq "it is empty" "$(ls -A /mnt/a)" ""
check_dmesg "dmesg says there was nothing to restore" "tmpfs: pkram=a: nothing preserved, new tree"
mnt_err "mounting pkram=a a second time fails with EBUSY" "busy" \
	-t tmpfs -o pkram=a none /mnt/x
check "a tree is made in pkram=a" tmpfs_tree make /mnt/a 1
# Listing reads symlinks, which sets their atime once on a read-write
# mount: the second listing is the one to compare with.
tmpfs_tree list /mnt/a > /dev/null
check_sh "it can be listed" 'tmpfs_tree list /mnt/a > /tmp/a.list'
mnt_err "preserve needs a read-only remount (EINVAL)" "Invalid argument" \
	-o remount,preserve /mnt/a
mnt_err "pkram= cannot change by remount (EINVAL)" "Invalid argument" \
	-o remount,pkram=other /mnt/a

# Open for writing: the remount fails as any read-only remount does.
exec 3>> /mnt/a/one
mnt_err "preserving while a file is open for writing fails (EBUSY)" "busy" \
	-o remount,preserve,ro /mnt/a
exec 3>&-
check_eq "and nothing was saved" "$(pkram_nodes) $(meta)" " $base"
check_sh "the tree is intact" 'tmpfs_tree list /mnt/a > /tmp/a.list2 && cmp -s /tmp/a.list /tmp/a.list2'

# Out of memory while saving: fails, changes nothing, a retry works.
# The third metadata allocation of the save fails: part-way through.
# One line for each injected failure, not a stack trace as well.
echo 1 > $F/verbose
echo 3 > $F/interval
echo 1 > $F/times
echo 100 > $F/probability
mnt_err "preserving while PKRAM's allocations fail fails (ENOMEM)" "memory" \
	-o remount,preserve,ro /mnt/a
echo 0 > $F/probability
check_eq "and nothing was saved, no metadata page kept" "$(pkram_nodes) $(meta)" " $base"
check_sh "the tree is intact" 'tmpfs_tree list /mnt/a > /tmp/a.list2 && cmp -s /tmp/a.list /tmp/a.list2'
check_sh "the tree stays mounted read-write" 'echo x > /mnt/a/written && rm /mnt/a/written'
check "a retry saves it" mount -o remount,preserve,ro /mnt/a
# What is saved now, listed read-only.
check_sh "the saved tree can be listed" 'tmpfs_tree list /mnt/a > /tmp/a.list'
check_eq "node tmpfs:a is saved" "$(pkram_nodes)" "tmpfs:a "

# Remounting read-write drops the saved copy, leaking nothing.
check "remount,rw after preserve works" mount -o remount,rw /mnt/a
check_eq "the saved copy is gone, all its metadata freed" "$(pkram_nodes) $(meta)" " $base"
check "preserve again" mount -o remount,preserve,ro /mnt/a
check "and drop it with nopreserve" mount -o remount,nopreserve,ro /mnt/a
check_eq "so is one dropped by nopreserve" "$(pkram_nodes) $(meta)" " $base"
check "remount,rw" mount -o remount,rw /mnt/a
# Saving and dropping again and again must not leak: no metadata page is
# left, and MemFree, noisy by the pages on per-CPU lists, stays within
# what one leaked copy of the tree's 1877 pages would take.
free_kb() { awk '/^MemFree:/ {print $2}' /proc/meminfo; }
before=$(free_kb)
cycles=0
for i in 1 2 3 4 5 6 7 8; do
	mount -o remount,preserve,ro /mnt/a && mount -o remount,rw /mnt/a &&
		cycles=$((cycles + 1))
done
after=$(free_kb)
check_eq "8 saves and drops all worked" $cycles 8
echo "# MemFree: $before kB before 8 saves and drops, $after kB after"
check_eq "8 saves and drops leave no metadata page" "$(meta)" "$base"
check "nor any of the tree's pages (MemFree within 7 MiB)" \
	test $((before - after)) -le 7168

# Unmounting after preserve keeps it; this kernel can mount it again.
# Listed read-only before the save, so that what the save does to it shows.
check "pkram=a is read-only" mount -o remount,ro /mnt/a
check_sh "list it" 'tmpfs_tree list /mnt/a > /tmp/a.list'
check "preserve pkram=a" mount -o remount,preserve,ro /mnt/a
check "unmount it" umount /mnt/a
check_eq "after umount, tmpfs:a is still saved" "$(pkram_nodes)" "tmpfs:a "
check "and mounts again in the same kernel" mount -t tmpfs -o pkram=a,ro none /mnt/a
check_sh "with the same tree" 'tmpfs_tree list /mnt/a > /tmp/a.list3 && cmp -s /tmp/a.list /tmp/a.list3'
check_eq "which it took out of PKRAM" "$(pkram_nodes)" ""

# A corrupt node: the mount fails with EBADMSG, nothing half-restored.
echo "tmpfs:bad 10 0 100" > /sys/kernel/debug/pkram_test/save
mnt_err "mounting a corrupt node fails with EBADMSG" "Bad message" \
	-t tmpfs -o pkram=bad none /mnt/x
check_dmesg "dmesg says why" "tmpfs: pkram=bad: preserved tree is corrupt \(.*\): mount refused"
check_eq "nothing got mounted" "$(grep -c ' /mnt/x ' /proc/mounts)" "0"
check_eq "the corrupt node is freed" "$(pkram_nodes) $(meta)" " $base"

# Three preserved mounts for the next kernel; c will not be mounted.
# Each listed read-only before its save.
mount -o remount,rw /mnt/a && touch /mnt/a/changed && mount -o remount,ro /mnt/a
check_sh "the tree of a is listed" 'tmpfs_tree list /mnt/a > /tmp/a.list'
mount -o remount,preserve,ro /mnt/a
# b has no size limit, so tmpfs does not count its blocks; its restore
# gives one too small, which must grow to what the tree holds.
mount -t tmpfs -o pkram=b,size=0 none /mnt/b && tmpfs_tree make /mnt/b 2
mount -o remount,ro /mnt/b
b_sum=$(sum_of tmpfs_tree list /mnt/b)
mount -o remount,preserve,ro /mnt/b
mount -t tmpfs -o pkram=c,size=300m none /mnt/c && dd if=/dev/zero of=/mnt/c/f bs=1M count=200 2>/dev/null
mount -o remount,preserve,ro /mnt/c
# d goes to a memory cgroup too small for it.
mkdir -p /mnt/d
mount -t tmpfs -o pkram=d none /mnt/d && tmpfs_tree mmap-write /mnt/d/data 32 5
mount -o remount,preserve,ro /mnt/d
check_eq "four nodes are saved" "$(pkram_nodes)" "tmpfs:a tmpfs:b tmpfs:c tmpfs:d "
pkram-kexec a_sum=$(md5sum < /tmp/a.list | cut -d' ' -f1) b_sum=$b_sum
not_ok "kexec failed"

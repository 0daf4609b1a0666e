. /lib/vmtest.sh
D=/sys/kernel/debug
faults_everywhere

# step_through NAME OPTIONS [--fsmount]: pkram=NAME mounted with a failure
# injected at each allocation in turn (--fsmount: with fsopen(2) and
# fsmount(2)); then the tree.
step_through() {
	local name=$1 api=${3:-} dir=/mnt/$1 sum=$(stage_arg ${1}_sum)
	step_mount_faults $dir pkram=$name$2 "$sum" $api
	check "$name$api: the injected failures reached into the restore (>= 100 sites)" \
		test "$fault_sites" -ge 100
	check_eq "$name$api: every mount failed cleanly or succeeded with the tree" "$fault_bad" 0
	mount -o remount,ro $dir
	check_eq "$name$api: the last mount gives the tree back whole" "$(sum_of tmpfs_tree list $dir)" "$sum"
}
step_through huge ,huge=always
step_through base ""

# fsmount(2) can fail after it has made the mount (no mount namespace, no
# file, no file descriptor): the tree restored into it used to be lost
# with it.  Preserve the huge tree again, in this kernel, and step through
# the new mount API; then let fsmount(2) run out of file descriptors.
mount -o remount,preserve,ro /mnt/huge && umount /mnt/huge
step_through huge ,huge=always --fsmount
mount -o remount,preserve,ro /mnt/huge && umount /mnt/huge
check "fsmount(2) fails for want of a file descriptor (EMFILE)" \
	mount_fail_nth --emfile /mnt/huge pkram=huge,huge=always
mount -t tmpfs -o pkram=huge,huge=always none /mnt/huge
mount -o remount,ro /mnt/huge
check_eq "and the tree is still preserved, whole" "$(sum_of tmpfs_tree list /mnt/huge)" "$(stage_arg huge_sum)"
check_dmesg "a failed mount said it kept the tree" "pkram=huge: cannot restore the preserved tree \(-12\): mount refused, tree kept"
check_no_dmesg "no failed mount freed a tree" "nothing preserved, new tree|tree freed"

# The restore's workers, kworkers, insert batches of base pages for the
# mounting task, which fail-nth, counted per task, does not reach.
# failslab, for the tasks marked make-it-fail (task-filter): the mounting
# task, every kworker and kthreadd, whose new kworkers inherit the mark;
# on xarray nodes only (cache-filter), it fails the allocation that takes
# it past a budget (space) raised by one node a step, and the next one
# (times): the xarray tries again, sleeping, when it cannot get a node
# under its lock.
mkdir -p /mnt/batch
mount -t tmpfs -o pkram=batch none /mnt/batch
for i in 1 2 3 4 5 6; do
	dd if=/dev/urandom of=/mnt/batch/f$i bs=64K count=8 2>/dev/null
done
batch_sum=$(sum_of tmpfs_tree list /mnt/batch)
mount -o remount,preserve,ro /mnt/batch && umount /mnt/batch
F=$D/failslab
# mark_kthreads 0|1: the make-it-fail of kthreadd and of every kworker.
mark_kthreads() {
	local d
	for d in /proc/[0-9]*; do
		case $(cat $d/comm 2>/dev/null) in
		kthreadd|kworker/*) echo $1 > $d/make-it-fail 2>/dev/null ;;
		esac
	done
}
node_size=$(cat /sys/kernel/slab/radix_tree_node/object_size)
# slub_debug=A,radix_tree_node on the command line marked that cache.
check_read_eq "failslab may fail xarray nodes" /sys/kernel/slab/radix_tree_node/failslab 1
echo Y > $F/cache-filter
echo Y > $F/task-filter
mark_kthreads 1
echo 100 > $F/probability
space=0 steps=0 failed=0 tolerated=0 bad=0
while :; do
	echo 2 > $F/times
	echo $space > $F/space
	out=$(mount_fail_nth --make-it-fail /mnt/batch pkram=batch) || :
	injected=0
	[ "$(cat $F/times)" != 2 ] && injected=1
	steps=$((steps + 1))
	case $out in
	mounted)
		[ $injected = 1 ] || break
		tolerated=$((tolerated + 1))
		mount -o remount,ro /mnt/batch
		[ "$(sum_of tmpfs_tree list /mnt/batch)" = "$batch_sum" ] || bad=$((bad + 1))
		mount -o remount,preserve,ro /mnt/batch && umount /mnt/batch || bad=$((bad + 1)) ;;
	failed*)
		[ $injected = 1 ] || { echo "# mount failed with nothing injected: $out"; bad=$((bad + 1)); break; }
		failed=$((failed + 1)) ;;
	*)	echo "# mount_fail_nth: $out"; bad=$((bad + 1)); break ;;
	esac
	space=$((space + node_size))
	[ $steps -lt 500 ] || { echo "# too many steps"; bad=$((bad + 1)); break; }
done
echo 0 > $F/probability
mark_kthreads 0
echo N > $F/task-filter
echo N > $F/cache-filter
echo "# batch: steps: $steps; mounts failed cleanly: $failed; failures tolerated: $tolerated"
check_eq "batch: every mount failed cleanly or succeeded with the tree" "$bad" 0
check_dmesg "batch: the injected failures reached the workers" \
	"pkram=batch: [0-9]+ batches the workers could not insert went in one by one"
mount -o remount,ro /mnt/batch
check_eq "batch: the last mount gives the tree back whole" "$(sum_of tmpfs_tree list /mnt/batch)" "$batch_sum"

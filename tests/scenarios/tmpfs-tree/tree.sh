# Shared by the stages of tmpfs-tree.  The tree lives in pkram=tree; its
# listing, taken on the read-only mount, in pkram=ref, so that a mismatch
# can be shown line by line.  The listing's checksum goes on the command
# line to the next kernel, which is what decides.
T=/mnt/tree R=/mnt/ref
OPTS=size=256m,nr_inodes=2000,mode=0711

mounted_opts() { sed -n "s|^none $T tmpfs \([^ ]*\) .*|\1|p" /proc/mounts; }
statfs_of() { stat -f -c '%b %f %c %d' $T; }	# blocks, free, inodes, free

# preserve_and_kexec BOOT: save both trees and kexec into boot BOOT + 1.
# The tree is listed read-only before the save, so that what the save
# does to it shows.
preserve_and_kexec() {
	check "boot $1: the tree is remounted read-only" mount -o remount,ro $T
	check_sh "boot $1: the tree is listed" "tmpfs_tree list $T > $R/list"
	sum=$(md5sum < $R/list | cut -d' ' -f1)
	statfs=$(statfs_of | tr ' ' :)
	echo "# boot $1: $(wc -l < $R/list) names, listing $sum"
	check "boot $1: remount,preserve,ro saves the tree" mount -o remount,preserve,ro $T
	case ,$(mounted_opts), in
	*,ro,*pkram=tree,*) ok "boot $1: the mount is ro and says pkram=tree" ;;
	*) not_ok "boot $1: mount options are $(mounted_opts)" ;;
	esac
	check "boot $1: node tmpfs:tree is saved" grep -qx tmpfs:tree /sys/kernel/mm/pkram/nodes
	check "boot $1: the reference listing is saved too" mount -o remount,preserve,ro $R
	# Boot 4 hands over and restores with the optimisations off.
	pkram-kexec list_sum=$sum statfs="$statfs" \
		pkram_test.batching=$([ $1 = 3 ] && echo 0 || echo 1)
	not_ok "kexec failed"
}

# restore BOOT: mount the trees the previous kernel kept, compare.
restore() {
	check "boot $1: the tree was handed over" \
		grep -q "tmpfs:tree" /sys/kernel/mm/pkram/nodes
	mkdir -p $T $R
	check "boot $1: pkram=ref mounts" mount -t tmpfs -o pkram=ref none $R
	check "boot $1: pkram=tree mounts" mount -t tmpfs -o pkram=tree,ro none $T
	check_dmesg "boot $1: dmesg says the tree was restored" \
		"tmpfs: pkram=tree: restored [0-9]+ inodes"
	check_sh "boot $1: the restored tree is listed" "tmpfs_tree list $T > /tmp/list"
	check_eq "boot $1: the listing is the saved one" \
		"$(md5sum < /tmp/list | cut -d' ' -f1)" "$(stage_arg list_sum)"
	diff $R/list /tmp/list | head -20 | sed 's/^/# /'
	check_eq "boot $1: statfs (blocks, free, inodes, free) is the same" \
		"$(statfs_of | tr ' ' :)" "$(stage_arg statfs)"
	case ,$(mounted_opts), in
	*,size=262144k,nr_inodes=2000,mode=711,*pkram=tree,*) ok "boot $1: size, nr_inodes and mode came back" ;;
	*) not_ok "boot $1: mount options are $(mounted_opts)" ;;
	esac
	check_read_eq "boot $1: nothing is left to hand over" /sys/kernel/mm/pkram/nodes ""
}

# next_cycle BOOT: change the tree and hand it on.
next_cycle() {
	check "boot $1: the tree can be remounted read-write" mount -o remount,rw $T
	check "boot $1: the tree can be changed" tmpfs_tree change $T $(($1 - 1))
	preserve_and_kexec $1
}

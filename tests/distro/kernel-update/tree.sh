T=/mnt/tree R=/mnt/ref

# save_and_kexec WHAT IMAGE: save the tree and its listing, kexec into
# /boot/IMAGE.  Listed read-only before the save, so that what the save
# might damage is not in the listing it is compared with.
save_and_kexec() {
	check "$1: the tree is made read-only" mount -o remount,ro $T
	check_sh "$1: the tree is listed" "tmpfs_tree list $T > $R/list"
	check "$1: the tree is saved" mount -o remount,preserve,ro $T
	check "$1: the listing is saved too" mount -o remount,preserve,ro $R
	pkram-kexec --image "$2" list_sum=$(md5sum < $R/list | cut -d' ' -f1) \
		last_kernel=$(md5sum < /proc/version | cut -d' ' -f1)
	not_ok "kexec failed"
}

# restore WHAT: mount the tree and its listing, compare.
restore() {
	check "$1: this is another kernel than the last one" \
		test "$(md5sum < /proc/version | cut -d' ' -f1)" != "$(stage_arg last_kernel)"
	echo "# $(cat /proc/version)"
	mkdir -p $T $R
	check "$1: pkram=ref mounts" mount -t tmpfs -o pkram=ref none $R
	check "$1: pkram=tree mounts" mount -t tmpfs -o pkram=tree none $T
	check_sh "$1: the restored tree is listed" "tmpfs_tree list $T > /tmp/list"
	check_eq "$1: the listing is the saved one" \
		"$(md5sum < /tmp/list | cut -d' ' -f1)" "$(stage_arg list_sum)"
	diff $R/list /tmp/list | head -20 | sed 's/^/# /'
	check_read_eq "$1: nothing is left to hand over" /sys/kernel/mm/pkram/nodes ""
}

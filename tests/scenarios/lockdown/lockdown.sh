# Helpers of the lockdown scenario, sourced by its stages.

# lockdown_level: none, integrity or confidentiality.
lockdown_level() {
	[ -e /sys/kernel/security/lockdown ] ||
		mount -t securityfs none /sys/kernel/security 2>/dev/null
	sed -n 's/.*\[\(.*\)\].*/\1/p' /sys/kernel/security/lockdown
}

# new_tree NAME: a pkram=NAME tree on /NAME with 4 MiB of random data,
# preserved; prints the data's checksum, taken read-only before the save.
new_tree() {
	mkdir -p /$1
	mount -t tmpfs -o pkram=$1 none /$1 &&
		dd if=/dev/urandom of=/$1/data bs=1M count=4 2>/dev/null &&
		mount -o remount,ro none /$1 &&
		md5sum < /$1/data | cut -d' ' -f1 &&
		mount -o remount,preserve,ro none /$1
}

# tree_back NAME SUM: pkram=NAME mounts with its data, checksum SUM.
tree_back() {
	mkdir -p /$1
	check "pkram=$1 mounts" mount -t tmpfs -o pkram=$1 none /$1
	check_eq "... with its data" "$(md5sum < /$1/data 2>/dev/null | cut -d' ' -f1)" "$2"
}

# tree_lost NAME: pkram=NAME mounts as a new, empty tree.
tree_lost() {
	mkdir -p /$1
	check "pkram=$1 mounts" mount -t tmpfs -o pkram=$1 none /$1
	check_dmesg "... as a new tree" "tmpfs: pkram=$1: nothing preserved, new tree"
	check "... without the data" test ! -e /$1/data
	umount /$1
}

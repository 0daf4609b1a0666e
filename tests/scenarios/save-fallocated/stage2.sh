. /lib/vmtest.sh
mkdir -p /mnt/fa
check "pkram=fa mounts" mount -t tmpfs -o pkram=fa none /mnt/fa
check_eq "f reads as saved: zeroes where nothing was written" \
	"$(md5sum < /mnt/fa/f | cut -c1-32)" "$(stage_arg fa_sum)"
tmpfs_tree seek /mnt/fa/f | sed 's/^/# after the kexec: /'

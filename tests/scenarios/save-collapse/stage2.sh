. /lib/vmtest.sh
mkdir -p /mnt/c
check "pkram=c mounts read-only" mount -t tmpfs -o pkram=c,ro none /mnt/c
check_eq "every page came back: contents and blocks as saved" \
	"$(sum_of tmpfs_tree list /mnt/c)" "$(stage_arg c_sum)"

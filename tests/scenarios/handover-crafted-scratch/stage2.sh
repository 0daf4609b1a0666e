. /lib/vmtest.sh
# The decompressor ignored the superblock and the kernel refused it: the
# kernel booted, says why, and uses nothing of it.
check_dmesg "the kernel refuses the crafted superblock" \
	"pkram=[0-9]*: overlapping scratch ranges; nothing preserved is used"
check_eq "no tree is handed over" "$(pkram_nodes)" ""
mkdir -p /mnt/cs
check "pkram=cs mounts empty" mount -t tmpfs -o pkram=cs none /mnt/cs
check_eq "with nothing in it" "$(ls -A /mnt/cs)" ""

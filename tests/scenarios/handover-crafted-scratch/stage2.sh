. /lib/vmtest.sh
. /scenario/super.sh
# The decompressor ignored the superblock and the kernel refused it: the
# kernel booted, says why, and uses nothing of it.
check_dmesg "the kernel refuses the crafted superblock" \
	"pkram=$(stage_arg crafted): overlapping scratch ranges; nothing preserved is used"
check_eq "no tree is handed over" "$(pkram_nodes)" ""
mkdir -p /mnt/cs
check "pkram=cs mounts empty" mount -t tmpfs -o pkram=cs none /mnt/cs
check_eq "with nothing in it" "$(ls -A /mnt/cs)" ""

# A valid list, one range of 16 MiB at 256 MiB, for a superblock with a
# node: too small for this kernel to boot in, refused before any node is
# looked at.
mkdir -p /mnt/cs2
check "pkram=cs2 mounts" mount -t tmpfs -o pkram=cs2,size=16m none /mnt/cs2
set -- $(crafted_page /mnt/cs2/super 268435456 285212672 0 0 1)
pfn=$1 super=$2
check "the crafted superblock is written, outside scratch memory" \
	test "$(stat -c %s "$super" 2>&1)" = 184 -a -n "$pfn"
check "the page reads back as written" test "$(head -c 4 /tmp/page)" = PKSB
check "the tree is saved" mount -o remount,preserve,ro /mnt/cs2
pkram-kexec --pfn $pfn crafted=$pfn
not_ok "kexec failed"

. /lib/vmtest.sh
. /scenario/super.sh
mkdir -p /mnt/cs
check "pkram=cs mounts" mount -t tmpfs -o pkram=cs,size=16m none /mnt/cs
# Scratch [256 MiB, 512 MiB) eight times, the region [288 MiB, 304 MiB).
set -- $(crafted_page /mnt/cs/super 268435456 536870912 301989888 318767104)
pfn=$1 super=$2
check "the crafted superblock is written, outside scratch memory" \
	test "$(stat -c %s "$super" 2>&1)" = 184 -a -n "$pfn"
check "the page reads back as written" test "$(head -c 4 /tmp/page)" = PKSB
dd if=/dev/zero bs=4096 count=256 2>/dev/null >> "$super"
check "and padded past 1 MiB" test "$(stat -c %s "$super")" -gt 1048576
# Preserved, so that nothing the kexec loads lands on it.
check "the tree is saved" mount -o remount,preserve,ro /mnt/cs
pkram-kexec --pfn $pfn crafted=$pfn
not_ok "kexec failed"

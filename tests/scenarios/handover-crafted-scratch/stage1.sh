. /lib/vmtest.sh
. /scenario/super.sh
mkdir -p /mnt/cs
check "pkram=cs mounts" mount -t tmpfs -o pkram=cs,size=16m none /mnt/cs
# Scratch [256 MiB, 512 MiB) eight times, the region [288 MiB, 304 MiB).
printf "$(craft_super 268435456 536870912 301989888 318767104)" > /mnt/cs/super
check "the crafted superblock is written" test "$(stat -c %s /mnt/cs/super)" = 184
dd if=/dev/zero bs=4096 count=256 2>/dev/null >> /mnt/cs/super
check "and padded past 1 MiB" test "$(stat -c %s /mnt/cs/super)" -gt 1048576
# Preserved, so that nothing the kexec loads lands on it.
check "the tree is saved" mount -o remount,preserve,ro /mnt/cs
tmpfs_tree mmap-hold /mnt/cs/super 1 > /tmp/hold &
holder=$!
i=0
while [ ! -s /tmp/hold ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
addr=$(cat /tmp/hold)
# Fault the page in through the holder's memory, then read its pfn.
dd if=/proc/$holder/mem bs=4096 skip=$((addr / 4096)) count=1 of=/tmp/page 2>/dev/null
check "the page reads back as written" test "$(head -c 4 /tmp/page)" = PKSB
entry=$(dd if=/proc/$holder/pagemap bs=8 skip=$((addr / 4096)) count=1 2>/dev/null |
	od -An -tx8 | tr -d ' ')
pfn=$((0x$entry & 0x7fffffffffffff))
echo "# pagemap entry $entry, pfn $pfn"
check "the page is present, its pfn known" test $(((0x$entry >> 63) & 1)) = 1 -a "$pfn" -gt 0
kill $holder
pkram-kexec --pfn $pfn
not_ok "kexec failed"

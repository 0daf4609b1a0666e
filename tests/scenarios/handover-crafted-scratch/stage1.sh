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
pfn=$(page_pfn /mnt/cs/super)
check "the page reads back as written" test "$(head -c 4 /tmp/page)" = PKSB
check "the page is present, its pfn known" test -n "$pfn"
pkram-kexec --pfn $pfn
not_ok "kexec failed"

. /lib/vmtest.sh
# Node b's page is no superblock.  It may also be in memory the boot
# reserved before PKRAM looks (seen once, in session 26: not the initrd,
# so most likely the kernel where KASLR put it), refused as such.
. ./refused.sh "wrong magic|reserved at boot"
# A valid hand-over now, whose superblock the next boot uses up...
echo "c 100 0 100" > $T/save
pkram-kexec cold_memtotal=$cold old_sb=$(cat /sys/kernel/pkram)

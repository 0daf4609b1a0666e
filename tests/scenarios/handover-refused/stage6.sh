. /lib/vmtest.sh
. ./refused.sh "wrong magic"
# A valid hand-over now, whose superblock the next boot uses up...
echo "c 100 0 100" > $T/save
pkram-kexec cold_memtotal=$cold old_sb=$(cat /sys/kernel/pkram)

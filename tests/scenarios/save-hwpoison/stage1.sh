. /lib/vmtest.sh
N=/sys/kernel/mm/pkram/nodes
mkdir -p /mnt/p
check "pkram=p mounts" mount -t tmpfs -o pkram=p none /mnt/p
check_sh "two files of 1 MiB are written" \
	'dd if=/dev/urandom of=/mnt/p/bad bs=1M count=1 2>/dev/null && dd if=/dev/urandom of=/mnt/p/good bs=1M count=1 2>/dev/null'
ino=$(stat -c %i /mnt/p/bad)
check "page 10 of bad gets a memory error" tmpfs_tree hwpoison /mnt/p/bad 10
check_fails "remount,preserve,ro refuses the tree" mount -o remount,preserve,ro /mnt/p
check_dmesg "saying which page" "pkram: inode $ino has a page with a memory error at index 10"
check_sh "nothing is saved" "! grep -q tmpfs:p $N"
check "the mount stays writable" touch /mnt/p/still-rw
check "the damaged file can be removed" rm -f /mnt/p/bad
# Summed before the save, so that what the save does to it shows.
check "the mount is read-only" mount -o remount,ro /mnt/p
sum=$(sum_of md5sum /mnt/p/good)
check "then the tree is saved" mount -o remount,preserve,ro /mnt/p
pkram-kexec good_sum=$sum
not_ok "kexec failed"

. /lib/vmtest.sh
mkdir -p /mnt/c
check "pkram=c mounts (small pages)" mount -t tmpfs -o pkram=c none /mnt/c
check_sh "8 files of 32 MiB are written" \
	'for i in 1 2 3 4 5 6 7 8; do dd if=/dev/urandom of=/mnt/c/f$i bs=1M count=32 2>/dev/null || exit 1; done'
check "the mount is read-only" mount -o remount,ro /mnt/c
sum=$(sum_of tmpfs_tree list /mnt/c)
for i in 1 2 3 4 5 6 7 8; do
	tmpfs_tree collapse /mnt/c/f$i 32 > /tmp/collapse$i &
done
check "the tree is saved while the files collapse" mount -o remount,preserve,ro /mnt/c
wait
cat /tmp/collapse* | sed 's/^/# /'
pkram-kexec c_sum=$sum
not_ok "kexec failed"

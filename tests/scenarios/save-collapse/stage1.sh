. /lib/vmtest.sh
mkdir -p /mnt/c
check "pkram=c mounts (small pages)" mount -t tmpfs -o pkram=c none /mnt/c
check_sh "8 files of 32 MiB are written" \
	'for i in 1 2 3 4 5 6 7 8; do dd if=/dev/urandom of=/mnt/c/f$i bs=1M count=32 2>/dev/null || exit 1; done'
check "the mount is read-only" mount -o remount,ro /mnt/c
sum=$(sum_of tmpfs_tree list /mnt/c)
thp0=$(meminfo ShmemHugePages)
for i in 1 2 3 4 5 6 7 8; do
	tmpfs_tree collapse /mnt/c/f$i 32 > /tmp/collapse$i &
done
check "the tree is saved while the files collapse" mount -o remount,preserve,ro /mnt/c
wait
cat /tmp/collapse* | sed 's/^/# /'
# Each of the 8 tools says "collapse: DONE done, FAILED failed (...)" for
# its 16 huge ranges.  Its DONE is not the evidence: a range whose small
# pages became a huge page in the page cache still fails (EAGAIN) when
# the huge page cannot then be mapped by a PMD, its count or lock taken
# by the save.  The huge pages in the page cache are: each is a collapse
# that went through, and the race needs some.
ranges=$(cat /tmp/collapse* | awk '/^collapse: [0-9]+ done, [0-9]+ failed/ { n++; r += $2 + $4 }
	END { print (n == 8 ? r : -1) }')	# -1: a tool printed no status
thp1=$(meminfo ShmemHugePages)
echo "# ShmemHugePages: $thp0 kB before the collapses, $thp1 kB after"
check_eq "MADV_COLLAPSE was tried on all 128 ranges" "$ranges" 128
check "it made huge pages of some while the tree was saved ($((thp1 - thp0)) kB)" \
	test $((thp1 - thp0)) -ge 2048
pkram-kexec c_sum=$sum
not_ok "kexec failed"

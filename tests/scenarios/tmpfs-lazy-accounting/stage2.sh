. /lib/vmtest.sh
# kB of a /proc/meminfo field, the counters folded first.
mi() { echo 1 > /proc/sys/vm/stat_refresh; meminfo "$1"; }
# within A B KB: A and B differ by at most KB.
within() { [ $(($1 - $2)) -le $3 ] && [ $(($2 - $1)) -le $3 ]; }
LAZY=$((1536 << 10)) EAGER=$((256 << 10))
mkdir -p /mnt/oc /mnt/oe /mnt/hz /mnt/hy

m0=$(mi MemTotal) s0=$(mi Shmem)
check "pkram=oe mounts, restore=eager" mount -t tmpfs -o pkram=oe,restore=eager none /mnt/oe
m1=$(mi MemTotal) s1=$(mi Shmem)
echo "# eager: MemTotal +$((m1 - m0)) kB, Shmem +$((s1 - s0)) kB"
check "an eager restore of 256 MiB counts them in MemTotal" test $((m1 - m0)) -ge $EAGER
check "and in Shmem" test $((s1 - s0)) -ge $EAGER

check "pkram=oc mounts, restore=demand" mount -t tmpfs -o pkram=oc,restore=demand none /mnt/oc
check "its 1536 MiB are pending" test "$(pkram_pending)" -ge 393216
m2=$(mi MemTotal) s2=$(mi Shmem) f2=$(mi MemFree)
echo "# lazy: MemTotal +$((m2 - m1)) kB, Shmem +$((s2 - s1)) kB"
# Six times the eager tree's figures, but for its metadata pages.
check "a lazy restore counts its pending pages in MemTotal as the eager one does" \
	within $((m2 - m1)) $((6 * (m1 - m0))) 2048
check "and in Shmem" within $((s2 - s1)) $((6 * (s1 - s0))) 2048
cl=$(mi CommitLimit) ca=$(mi Committed_AS)
echo "# CommitLimit $cl kB, Committed_AS $ca kB (ratio $(cat /proc/sys/vm/overcommit_ratio))"
echo 100 > /proc/sys/vm/overcommit_ratio
echo 2 > /proc/sys/vm/overcommit_memory
cl=$(mi CommitLimit) ca=$(mi Committed_AS)
echo "# strict, ratio 100: CommitLimit $cl kB, Committed_AS $ca kB"
check "under strict overcommit the tree leaves room" test "$ca" -lt "$cl"
check "a fork works under strict overcommit" sh -c true
check "a 64 MiB private mapping can be made" \
	sh -c 'dd if=/dev/zero bs=64M count=1 2>/dev/null | wc -c >/dev/null'
echo 0 > /proc/sys/vm/overcommit_memory
echo 50 > /proc/sys/vm/overcommit_ratio

# restore= is the mounting's choice: a remount cannot change it.
check_fails "a remount with restore=eager is refused" mount -o remount,restore=eager /mnt/oc
check_dmesg "with a clear error" "restore= cannot be changed by remount"
check "a remount with the restore= it has is not" mount -o remount,restore=demand /mnt/oc
check_fails "restore= on a tmpfs without pkram= is refused" \
	mount -o remount,restore=eager /tmp

out=$(tmpfs_tree mmap-check /mnt/oc/big 1536 21)
check_eq "the lazy tree reads back intact" "$(echo "$out" | tail -1)" \
	"mmap-check: 0 of 393216 pages differ"
check_eq "nothing is left pending" "$(pkram_pending)" 0
m3=$(mi MemTotal) s3=$(mi Shmem)
echo "# drained: MemTotal $((m3 - m2)) kB, Shmem $((s3 - s2)) kB from before"
check "attaching leaves MemTotal as it was" within "$m3" "$m2" 256
check "and Shmem" within "$s3" "$s2" 2048

check "pkram=hz mounts, restore=demand" mount -t tmpfs -o pkram=hz,restore=demand none /mnt/hz
check "pkram=hy mounts, restore=eager" mount -t tmpfs -o pkram=hy,restore=eager none /mnt/hy
for n in hz hy; do
	check "pkram=$n: truncate to 4 KiB" truncate -s 4096 /mnt/$n/thp
	check "pkram=$n: punch 8 KiB out of a huge page" \
		tmpfs_tree falloc /mnt/$n/thp2 1048576 8192 punch
done
check "the lazy tree still has pending pages" test "$(pkram_pending)" -gt 0
check_eq "a lazy huge page truncated to 4 KiB holds 4 KiB, as the eager one" \
	"$(stat -c %b /mnt/hz/thp)" "$(stat -c %b /mnt/hy/thp)"
check_eq "that is 8 blocks" "$(stat -c %b /mnt/hy/thp)" 8
check_eq "a lazy huge page punched holds what the eager one holds" \
	"$(stat -c %b /mnt/hz/thp2)" "$(stat -c %b /mnt/hy/thp2)"
check_eq "df says the same of both" "$(df -k /mnt/hz | awk 'NR == 2 { print $3 }')" \
	"$(df -k /mnt/hy | awk 'NR == 2 { print $3 }')"
for n in hz hy; do
	check_eq "pkram=$n: what is left of the truncated page is intact" \
		"$(md5sum < /mnt/$n/thp | cut -d' ' -f1)" "$(stage_arg thp_sum)"
	check_eq "pkram=$n: what is left of the punched page is intact" \
		"$(md5sum < /mnt/$n/thp2 | cut -d' ' -f1)" "$(stage_arg thp2_sum)"
done

m3=$(mi MemTotal) s3=$(mi Shmem) f3=$(mi MemFree)
check "pkram=oc unmounts" umount /mnt/oc
m4=$(mi MemTotal) s4=$(mi Shmem) f4=$(mi MemFree)
echo "# unmounted: MemTotal $((m4 - m3)) kB, Shmem $((s4 - s3)) kB, MemFree +$((f4 - f3)) kB"
# Freed pages may wait on per-CPU lists, up to a few MiB a CPU in a
# guest of this size, where MemFree does not count them.
check "unmounting frees the tree" test $((f4 - f3)) -ge $((LAZY - 32768))
check "and leaves MemTotal" within "$m4" "$m3" 256
check "and takes it off Shmem" test $((s3 - s4)) -ge $((LAZY - 2048))
for n in oe hz hy; do umount /mnt/$n; done

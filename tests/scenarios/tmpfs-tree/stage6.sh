. /lib/vmtest.sh
. ./tree.sh
restore 6
free_kb() { awk '/^MemFree:/ {print $2}' /proc/meminfo; }
used_kb=$(stat -f -c '%b %f %S' $T | awk '{print ($1 - $2) * $3 / 1024}')
before=$(free_kb)
umount $T
after=$(free_kb)
# Freed pages may stay on the per-CPU page lists, which MemFree does not
# count, up to each list's "high" mark: every CPU's, should the task move.
pcp_kb=$(awk '$1 == "high:" { s += $2 } END { print s * 4 }' /proc/zoneinfo)
echo "# MemFree: $before kB mounted, $after kB unmounted; the tree used $used_kb kB; per-CPU lists hold up to $pcp_kb kB"
check "boot 6: unmounting frees the restored tree" \
	test $((after - before)) -ge $((used_kb - pcp_kb))

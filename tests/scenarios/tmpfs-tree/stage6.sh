. /lib/vmtest.sh
. ./tree.sh
restore 6
free_kb() { awk '/^MemFree:/ {print $2}' /proc/meminfo; }
used_kb=$(stat -f -c '%b %f %S' $T | awk '{print ($1 - $2) * $3 / 1024}')
before=$(free_kb)
umount $T
after=$(free_kb)
echo "# MemFree: $before kB mounted, $after kB unmounted; the tree used $used_kb kB"
# Up to 4 MiB may stay on per-CPU page lists.
check "boot 6: unmounting frees the restored tree" \
	test $((after - before)) -ge $((used_kb - 4096))

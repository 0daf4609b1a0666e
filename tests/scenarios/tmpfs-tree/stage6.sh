. /lib/vmtest.sh
. ./tree.sh
restore 6
free_kb() { awk '/^MemFree:/ {print $2}' /proc/meminfo; }
before=$(free_kb)
umount $T
after=$(free_kb)
echo "# MemFree: $before kB mounted, $after kB unmounted"
check "boot 6: unmounting frees the restored tree" test $((after - before)) -ge 70000

. /lib/vmtest.sh
grep -q movablecore= /proc/cmdline || not_ok "this kernel has no ZONE_MOVABLE"
mkdir -p /mnt/m
check "pkram=m mounts" mount -t tmpfs -o pkram=m none /mnt/m
check_eq "the file came back" "$(sum_of md5sum /mnt/m/data)" "$(stage_arg m_sum)"
# The restored file's pages are the preserved ones: none may be in
# ZONE_MOVABLE, which has the same bounds in this kernel.
movable=$(zone_field Movable nr_zone_unevictable)
elsewhere=$(( $(zone_field Normal nr_zone_unevictable) + $(zone_field DMA32 nr_zone_unevictable) ))
echo "# unevictable pages of the restored file: $movable in ZONE_MOVABLE, $elsewhere elsewhere"
check "none of its pages is in ZONE_MOVABLE" test "$movable" -lt 64
check "they are all elsewhere" test "$elsewhere" -ge $(( $(stat -c %s /mnt/m/data) / 4096 ))

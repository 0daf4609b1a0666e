. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

check_sh "node small verifies" "echo small > $T/verify"
for t in t u; do
	mkdir -p /mnt/$t
	check "tree $t mounts" mount -t tmpfs -o pkram=$t none /mnt/$t
	check_eq "its file came back" "$(cat /mnt/$t/file)" "kept $t"
	check_eq "its 8 MiB file is intact" "$(md5sum < /mnt/$t/big | cut -c1-32)" "$(stage_arg sum_$t)"
done
check_eq "the 1 GiB folio makes it use gigantic folios" "$(cat /sys/kernel/mm/pkram/format)" "1 0x1"
check_sh "node giant verifies as pages" "echo giant > $T/verify_pages"
check_eq "the hand-over of this kernel uses no feature" "$(cat /sys/kernel/mm/pkram/format)" "1 0x0"

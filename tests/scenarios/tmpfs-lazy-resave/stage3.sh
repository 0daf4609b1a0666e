. /lib/vmtest.sh
mkdir -p /mnt/ru /mnt/rh
check "pkram=ru mounts, restore=demand" mount -t tmpfs -o pkram=ru,restore=demand none /mnt/ru
check "pkram=rh mounts, restore=demand" mount -t tmpfs -o pkram=rh,restore=demand none /mnt/rh
# Handed over twice, pending pages stay runs of the first kernel's frames.
check "what was never touched is pending again" test "$(pkram_pending)" -ge $((300 * 256))
out=$(tmpfs_tree mmap-check /mnt/ru/big 256 21)
check_eq "pkram=ru: every page of the big file intact" \
	"$(echo "$out" | tail -1)" "mmap-check: 0 of 65536 pages differ"
check_eq "pkram=ru: the sparse file intact" "$(md5sum < /mnt/ru/sparse | cut -d' ' -f1)" \
	"$(stage_arg sparse_sum)"
check_eq "pkram=ru: the hard link kept" "$(stat -c %h /mnt/ru/d/link)" 2
check "pkram=ru: the small file" grep -qx small /mnt/ru/d/e/small
check "pkram=ru: the file written between the saves" grep -qx after /mnt/ru/d/after
out=$(tmpfs_tree mmap-check /mnt/rh/big 64 23)
check_eq "pkram=rh: every page intact" \
	"$(echo "$out" | tail -1)" "mmap-check: 0 of 16384 pages differ"
check "pkram=rh: still huge pages, mapped by PMDs" \
	test "$(echo "$out" | awk '/ShmemPmdMapped/ { print $2 }')" -gt 0
check_eq "nothing is left pending" "$(pkram_pending)" 0

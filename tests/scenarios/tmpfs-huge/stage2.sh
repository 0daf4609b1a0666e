. /lib/vmtest.sh
mkdir -p /mnt/h /mnt/w /mnt/big
before=$(meminfo ShmemHugePages)
check "the huge=always tree mounts, restored eagerly" \
	mount -t tmpfs -o pkram=huge,restore=eager none /mnt/h
check "the huge=within_size tree mounts" mount -t tmpfs -o pkram=within,ro none /mnt/w
# Restored lazily: counted once attached in the background.
check "the background restore attaches them" pkram_drained
after=$(meminfo ShmemHugePages)
echo "# ShmemHugePages: $before kB before, $after kB after the mounts"
check "they came back in huge pages, not split" test $((after - before)) -ge $((576 * 1024))
check "huge=always came back as the mount's option" grep -q " /mnt/h tmpfs .*huge=always" /proc/mounts
check "huge=within_size too" grep -q " /mnt/w tmpfs .*huge=within_size" /proc/mounts
check_sh "what the mapping wrote reads back through a mapping" \
	'tmpfs_tree mmap-check /mnt/h/guest 512 7 > /tmp/mmap-check'
out=$(cat /tmp/mmap-check)
echo "$out" | sed 's/^/# /'
pmd=$(echo "$out" | awk '/^ShmemPmdMapped:/ {print $2}')
check "mapped by PMDs" test "${pmd:-0}" -ge $((512 * 1024))
check "so does the within_size one" tmpfs_tree mmap-check /mnt/w/data 64 8
check_eq "the within_size tree is the saved one" \
	"$(sum_of tmpfs_tree list /mnt/w)" "$(stage_arg within_sum)"
mount -t tmpfs -o pkram=big,ro none /mnt/big
check_eq "the tree with the 3 GiB file is the saved one" \
	"$(sum_of tmpfs_tree list /mnt/big)" "$(stage_arg big_sum)"
dmesg | grep "tmpfs: pkram=" | sed 's/^/# /'
mkdir -p /mnt/e /mnt/disk
check "the tree of base pages mounts, restored eagerly" \
	mount -t tmpfs -o pkram=e4k,restore=eager,ro none /mnt/e
check_eq "it is the saved one" "$(sum_of tmpfs_tree list /mnt/e)" "$(stage_arg e4k_sum)"
check_read_eq "nothing is left to hand over" /sys/kernel/mm/pkram/nodes ""
# Each page came back in the page frame it was saved from, but for those
# that were in scratch memory, saved as copies.
check "the disk mounts" mount /dev/vdb /mnt/disk
for f in h/guest w/data big/pf e/data; do
	check_sh "the page frames of /mnt/$f are listed" "tmpfs_tree pfns /mnt/$f > /tmp/after"
	check_frames_kept "/mnt/$f" /mnt/disk/scratch "/mnt/disk/${f%/*}.pfns" /tmp/after
done

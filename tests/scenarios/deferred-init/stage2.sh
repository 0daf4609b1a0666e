. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

check_dmesg "two nodes were handed over" "pkram: 2 nodes handed over"
# A hand-over boot defers struct page init as a cold boot does: held
# memory's struct pages above the first section are set up by the node's
# deferred init thread, spread over its CPUs, not one by one at
# memblock_free_all().
check_dmesg "a boot with a hand-over defers struct page init" "node 0 deferred pages initialised in"
check_dmesg "held memory's struct pages are set up by deferred init" \
	"pkram: node 0: [0-9]+ held pages set up, [0-9]+ of them freed, in"
check_dmesg "and only the first part of it at mem_init()" \
	"pkram: [0-9]+ held pages freed, [1-9][0-9]* more left to deferred init, in [0-9]+ us"
for n in small huge; do
	check_sh "node $n verifies" "echo $n > $T/verify"
done
check_dmesg "small: 300 folios and 1000 bytes" "pkram_test: small: ok, 300 folios of order 0, 1000 bytes"
check_dmesg "huge: 8 folios of order 9" "pkram_test: huge: ok, 8 folios of order 9, 10 bytes"
# Held memory, most of memory, must go to movable pageblocks as free
# memory does: else huge pages and compaction suffer after every kexec.
unmovable=$(unmovable_pageblocks)
cold=$(stage_arg cold_unmovable)
check "held memory went to movable pageblocks ($unmovable unmovable, $cold after a cold boot)" \
	test "$unmovable" -le $((cold + 32))
# All of it back: MemTotal as after the cold boot, within 1 MiB.
total=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)
check "MemTotal is the cold boot's ($total kB, cold $(stage_arg cold_total) kB)" \
	test $(( total - $(stage_arg cold_total) )) -le 1024 -a $(( $(stage_arg cold_total) - total )) -le 1024
# And usable: fill most of it through the page allocator and read it back
# (a page handed out twice would show as a wrong page or a DEBUG_VM
# report), each page checked against the pattern of the seed the cold
# boot chose, not against another copy in the same memory.
mkdir -p /mnt/fill
mount -t tmpfs -o size=90% none /mnt/fill
free_mb=$(( $(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo) / 1024 - 200 ))
seed=$(stage_arg fill_seed)
check "a seed came from the cold boot ($seed)" test "${seed:-0}" -gt 0
check "fill $free_mb MiB of memory" tmpfs_tree mmap-write /mnt/fill/a $((free_mb / 2)) "$seed"
check "and more" cp /mnt/fill/a /mnt/fill/b
check "the copy reads back the pattern written" tmpfs_tree mmap-check /mnt/fill/b $((free_mb / 2)) "$seed"
check "so does the first" tmpfs_tree mmap-check /mnt/fill/a $((free_mb / 2)) "$seed"

. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

check_dmesg "struct pages are initialised late (deferred)" "node 0 deferred pages initialised in"
check_dmesg "two nodes were handed over" "pkram: 2 nodes handed over"
for n in small huge; do
	check_sh "node $n verifies" "echo $n > $T/verify"
done
check_dmesg "small: 300 folios and 1000 bytes" "pkram_test: small: ok, 300 folios of order 0, 1000 bytes"
check_dmesg "huge: 8 folios of order 9" "pkram_test: huge: ok, 8 folios of order 9, 10 bytes"
# Held memory, most of memory, must free to movable pageblocks as free
# memory does: else huge pages and compaction suffer after every kexec.
unmovable=$(unmovable_pageblocks)
cold=$(stage_arg cold_unmovable)
check "held memory went to movable pageblocks ($unmovable unmovable, $cold after a cold boot)" \
	test "$unmovable" -le $((cold + 32))

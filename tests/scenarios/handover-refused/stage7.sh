. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test
check "node c was handed over" sh -c 'dmesg | grep -q "pkram: 1 nodes handed over"'
echo c > $T/verify
check "node c verifies" test $? = 0
# ... so that passing it again is refused: stale, or reused by now.
pkram-kexec --pfn $(stage_arg old_sb) cold_memtotal=$(stage_arg cold_memtotal)

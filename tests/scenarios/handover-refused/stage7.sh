. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test
check_dmesg "node c was handed over" "pkram: 1 nodes handed over"
check_sh "node c verifies" "echo c > $T/verify"
# ... so that passing it again is refused: stale, or reused by now.
pkram-kexec --pfn $(stage_arg old_sb) cold_memtotal=$(stage_arg cold_memtotal)

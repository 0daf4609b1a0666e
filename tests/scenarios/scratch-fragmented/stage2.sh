. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

n=$(dmesg | grep -c 'user: \[mem 0x0000000000[0-9a-f]*-0x0000000000[0-9a-f]*\] reserved')
check "memmap= cut 70 holes in this kernel's memory map ($n reserved ranges)" test "$n" -ge 70
check_no_dmesg "memory was not too fragmented to hold" "too fragmented"
check_dmesg "2 nodes were handed over" "pkram: 2 nodes handed over"
check_sh "node small verifies" "echo small > $T/verify"
check_sh "node spread verifies" "echo spread > $T/verify"
check_dmesg "spread: 20000 scattered folios" "pkram_test: spread: ok, 20000 folios of order 0, 70000 bytes"

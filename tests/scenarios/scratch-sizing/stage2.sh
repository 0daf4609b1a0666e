. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

memtotal=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
check "this kernel sees the whole 4 GiB ($memtotal kB)" test "$memtotal" -ge $((3800 * 1024))
check_dmesg "2 nodes were handed over" "pkram: 2 nodes handed over"
check_sh "node small verifies" "echo small > $T/verify"
check_sh "node huge verifies" "echo huge > $T/verify"
check_dmesg "small: 100 folios and 1000 bytes" "pkram_test: small: ok, 100 folios of order 0, 1000 bytes"
check_dmesg "huge: 8 folios of order 9" "pkram_test: huge: ok, 8 folios of order 9, 10 bytes"

. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

check_dmesg "two nodes were handed over" "pkram: 2 nodes handed over"
for n in small huge; do
	check_sh "node $n verifies after the kexec" "echo $n > $T/verify"
done
check_dmesg "small: 100 folios and 1000 bytes" "pkram_test: small: ok, 100 folios of order 0, 1000 bytes"
check_dmesg "huge: 4 folios of order 9" "pkram_test: huge: ok, 4 folios of order 9, 10 bytes"
check_fails "node half was never saved" sh -c "echo half > $T/verify"

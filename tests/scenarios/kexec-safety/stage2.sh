. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test
check_dmesg "2 nodes were handed over" "pkram: 2 nodes handed over"
for n in spread late; do
	check_sh "node $n verifies" "echo $n > $T/verify"
done

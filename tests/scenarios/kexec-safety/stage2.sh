. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test
check "2 nodes were handed over" sh -c 'dmesg | grep -q "pkram: 2 nodes handed over"'
for n in spread late; do
	echo $n > $T/verify
	check "node $n verifies" test $? = 0
done

. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test
for n in "kept 1000 0 100" "big 60000 0 100 spread" "other 20000 0 100" "more 512 9 1"; do
	echo "$n" > $T/save
	check "saved node ${n%% *}" test $? = 0
done
pkram-kexec cold_memtotal=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)

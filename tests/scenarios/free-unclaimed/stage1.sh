. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test
for n in "kept 1000 0 100" "big 60000 0 100 spread" "other 20000 0 100" "more 512 9 1"; do
	check_sh "saved node ${n%% *}" "echo '$n' > $T/save"
done
pkram-kexec cold_memtotal=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)

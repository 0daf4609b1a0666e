. /lib/vmtest.sh
cold=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
echo "a 100 0 100" > /sys/kernel/debug/pkram_test/save
check "saved node a" test $? = 0
pkram-kexec --pfn notanumber cold_memtotal=$cold

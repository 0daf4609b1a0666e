. /lib/vmtest.sh
cold=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
check_sh "saved node a" 'echo "a 100 0 100" > /sys/kernel/debug/pkram_test/save'
pkram-kexec --pfn notanumber cold_memtotal=$cold

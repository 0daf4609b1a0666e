. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

save() {
	check_sh "save node $1 ($2 pages of order $3, $4 bytes${5:+, $5})" "echo '$*' > $T/save"
}
save small 100 0 1000
save huge 4096 9 10
save spread 20000 0 70000 spread
pfn=$(cat /sys/kernel/pkram)
check "/sys/kernel/pkram shows the superblock pfn" test -n "$pfn"
memtotal=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
pkram-kexec prev_pfn=$pfn prev_memtotal=$memtotal
not_ok "kexec failed"

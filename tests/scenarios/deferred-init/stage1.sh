. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

# Above its first 128 MiB, a cold boot sets up the memmap after boot, in
# the pgdatinit threads.
check_dmesg "a cold boot defers struct page init" "node 0 deferred pages initialised in"
unmovable=$(unmovable_pageblocks)
echo "# unmovable pageblocks after a cold boot: $unmovable"
check_sh "save node small (300 pages, 1000 bytes), spread over memory" \
	"echo 'small 300 0 1000 spread' > $T/save"
check_sh "save node huge (8 folios of order 9)" "echo 'huge 4096 9 10' > $T/save"
total=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)
# The pattern the next boot fills its memory with: chosen here, so that
# what it reads back is checked against something not in its memory.
seed=$(( $(od -An -N4 -tu4 /dev/urandom) + 1 ))
echo "# fill seed: $seed"
pkram-kexec cold_unmovable=$unmovable cold_total=$total fill_seed=$seed
not_ok "kexec failed"

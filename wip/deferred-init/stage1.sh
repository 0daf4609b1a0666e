. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

# Issue 15: PKRAM with CONFIG_DEFERRED_STRUCT_PAGE_INIT, as distributions
# build their kernels.  Above its first 128 MiB, this guest's memmap is
# set up after boot by the pgdatinit threads, for free memory; the memory
# a hand-over holds is reserved instead, and set up by memblock_free_all().
check_dmesg "struct pages are initialised late (deferred)" "node 0 deferred pages initialised in"
unmovable=$(unmovable_pageblocks)
echo "# unmovable pageblocks after a cold boot: $unmovable"
check_sh "save node small (300 pages, 1000 bytes), spread over memory" \
	"echo 'small 300 0 1000 spread' > $T/save"
check_sh "save node huge (8 folios of order 9)" "echo 'huge 4096 9 10' > $T/save"
pkram-kexec cold_unmovable=$unmovable
not_ok "kexec failed"

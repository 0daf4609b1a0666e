. /lib/vmtest.sh
echo "gen1 100000 0 5000 spread" > /sys/kernel/debug/pkram_test/save
check "saved 100000 pages scattered over memory" test $? = 0
crash=$(crash_region)
check "the first kernel reserved a crashkernel region ($crash)" test -n "$crash"
pkram-kexec codes= frees= crash=$crash

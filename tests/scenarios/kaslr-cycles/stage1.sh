. /lib/vmtest.sh
check_sh "saved 100000 pages scattered over memory" \
	'echo "gen1 100000 0 5000 spread" > /sys/kernel/debug/pkram_test/save'
crash=$(crash_region)
check "the first kernel reserved a crashkernel region ($crash)" test -n "$crash"
pkram-kexec codes= frees= crash=$crash

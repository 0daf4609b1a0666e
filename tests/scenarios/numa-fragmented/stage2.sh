. /lib/vmtest.sh
check_dmesg "the hand-over is taken" "pkram: 1 nodes handed over"
check_sh "node kept verifies" "echo kept > /sys/kernel/debug/pkram_test/verify"
check "this kernel reserved its crashkernel region again" test -n "$(crash_region)"

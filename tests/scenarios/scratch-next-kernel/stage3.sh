. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

check_dmesg "log_buf_len=16M is given up, with one warning" \
	"pkram: log_buf_len= ignored: no room for it in scratch memory"
check_no_dmesg "the built-in log buffer is kept" "printk: log_buf_len: 16777216 bytes"
check_dmesg "the hand-over is taken" "pkram: 1 nodes handed over"
check_sh "node last verifies after the kexec" "echo last > $T/verify"
check_dmesg "last: 100 folios and 1000 bytes" "pkram_test: last: ok, 100 folios of order 0, 1000 bytes"

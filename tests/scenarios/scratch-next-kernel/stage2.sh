. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

check_dmesg "log_buf_len=1M was set up" "printk: log_buf_len: 1048576 bytes"
check_sh "node again verifies after the kexec" "echo again > $T/verify"
check_dmesg "again: 100 folios and 1000 bytes" "pkram_test: again: ok, 100 folios of order 0, 1000 bytes"
check_sh "save node last (100 pages, 1000 bytes)" "echo 'last 100 0 1000' > $T/save"
# kexec_load(2) passes the command line in a segment, which this kernel
# does not read: the next kernel must see for itself that the log buffer
# does not fit, and do without it rather than without the hand-over.
pkram-kexec --kexec-load log_buf_len=16M
not_ok "kexec_load with log_buf_len=16M failed"

. /lib/vmtest.sh
# Preserved pages scattered over memory: held memory is everywhere but
# scratch, so kexec_file's segments land in it.
check_sh "saved 100000 scattered pages" "echo 'spread 100000 0 100 spread' > /sys/kernel/debug/pkram_test/save"
# kexec_file passes an RNG seed as setup_data once the RNG is ready:
# reading /dev/random waits for that.
check_sh "the RNG is ready" 'head -c 1 /dev/random > /dev/null'
pkram-kexec
not_ok "kexec failed"

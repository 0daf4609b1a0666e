. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

check_sh "save node small (100 pages, 1000 bytes)" "echo 'small 100 0 1000' > $T/save"
check_sh "save node huge (8 folios of order 9)" "echo 'huge 4096 9 10' > $T/save"
pfn=$(cat /sys/kernel/pkram)
# mem=64G: more than the guest has; the next kernel sees 4 GiB in any case.
check_fails "loading a kernel that sees all 4 GiB is refused" pkram-kexec mem=64G
check_dmesg "with one error line saying why" \
	"pkram: kexec image refused, the preserved memory would be lost: scratch memory too small for the memory the next kernel will have"
check_read_eq "the hand-over is still there" /sys/kernel/pkram "$pfn"
for n in small huge; do
	check_sh "node $n verifies in this kernel" "echo $n > $T/verify"
done
check_dmesg "small: 100 folios and 1000 bytes" "pkram_test: small: ok, 100 folios of order 0, 1000 bytes"
check_dmesg "huge: 8 folios of order 9" "pkram_test: huge: ok, 8 folios of order 9, 10 bytes"
# Nothing is preserved now: nothing to lose, the kexec goes through,
# kexec_file_load passing the (empty) superblock all the same.
pkram-kexec mem=64G
not_ok "kexec with nothing preserved failed"

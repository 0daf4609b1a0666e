. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

# Issue 14, finding 3: the next kernel puts its image (KASLR moves it into
# scratch memory), its initrd and its log buffer in scratch memory before
# anything the scratch estimate counts.  log_buf_len=16M alone takes
# 72 MiB (16 MiB of text, 56 MiB of records): with the 128 MiB of scratch
# a 2 GiB guest has, the kexec'd kernel used to fail its memmap and oops.
echo "# scratch memory: $(scratch_kb) kB"
check "with nothing preserved, a kernel asking for log_buf_len=16M loads" \
	pkram-kexec --load-only log_buf_len=16M
check_sh "save node small (100 pages, 1000 bytes)" "echo 'small 100 0 1000' > $T/save"
pfn=$(cat /sys/kernel/pkram)
check_fails "then kexec -e into it is refused" kexec -e -x
check_dmesg "with one error line saying why" \
	"pkram: kexec refused, the preserved memory would be lost: scratch memory too small for the next kernel's image, initrd, log buffer"
check_fails "and loading it again is refused" pkram-kexec --load-only log_buf_len=16M
check_dmesg "with one error line saying why" \
	"pkram: kexec image refused, the preserved memory would be lost: scratch memory too small for the next kernel's image, initrd, log buffer"
check_read_eq "the hand-over is still there" /sys/kernel/pkram "$pfn"
check_sh "node small verifies in this kernel" "echo small > $T/verify"
check_dmesg "small: 100 folios and 1000 bytes" "pkram_test: small: ok, 100 folios of order 0, 1000 bytes"
check_sh "save node again (100 pages, 1000 bytes)" "echo 'again 100 0 1000' > $T/save"
# A log buffer that fits: the hand-over goes through.
pkram-kexec log_buf_len=1M
not_ok "kexec with log_buf_len=1M failed"

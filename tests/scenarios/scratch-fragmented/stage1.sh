. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

check_sh "save node small (100 pages, 1000 bytes)" "echo 'small 100 0 1000' > $T/save"
check_sh "save node spread (20000 scattered pages)" "echo 'spread 20000 0 70000 spread' > $T/save"
# 70 one-page holes, one every 8 KiB from 1 MiB up: low memory that neither
# kexec (it places segments from the top down) nor the test user (its
# pages come from above 16 MiB) uses, and that the next kernel holds.
holes=
for i in $(seq 0 69); do
	holes="$holes memmap=4K\$$(printf %#x $((0x100000 + i * 0x2000)))"
done
pkram-kexec $holes
not_ok "kexec failed"

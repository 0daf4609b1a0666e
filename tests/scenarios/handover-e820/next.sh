# Boots 2 to 4, each loaded by kexec_file_load() with the hand-over entry.
. /lib/vmtest.sh
. /scenario/e820.sh
echo "# boot E820 map:"; boot_e820 | sed 's/^/# /'
check_dmesg "the hand-over was passed in setup_data and taken" "pkram: 1 nodes handed over"
# shellcheck disable=SC2016
check_sh "it came in a SETUP_PKRAM (0x53524b50) entry of 8 bytes" \
	'for d in /sys/kernel/boot_params/setup_data/*; do
		[ "$(cat $d/type)" = 0x53524b50 ] && [ "$(wc -c < $d/data)" = 8 ] && exit 0
	done; exit 1'
check_eq "no entry of the map is RESERVED_KERN" "$(reserved_kern)" 0
check_eq "the map is the one the first kernel was booted with" \
	"$(boot_e820 | md5sum | cut -c1-32)" "$(stage_arg e820)"
check_sh "node small verifies" "echo small > /sys/kernel/debug/pkram_test/verify"
check_sh "and is saved again" "echo 'small 300 0 1000' > /sys/kernel/debug/pkram_test/save"
if [ "$VMTEST_STAGE" -lt 4 ]; then
	pkram-kexec e820=$(stage_arg e820)
	not_ok "kexec failed"
fi

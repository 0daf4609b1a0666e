. /lib/vmtest.sh
. /scenario/e820.sh
echo "# boot E820 map:"; boot_e820 | sed 's/^/# /'
check "the firmware's map has entries" test "$(boot_e820 | grep -c .)" -ge 3
check_eq "none of them is RESERVED_KERN" "$(reserved_kern)" 0
check_sh "node small saved" "echo 'small 300 0 1000' > /sys/kernel/debug/pkram_test/save"
pkram-kexec e820=$(boot_e820 | md5sum | cut -c1-32)
not_ok "kexec failed"

. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

check "the kernel was given pkram=PFN of the previous one" \
	grep -q "pkram=$(stage_arg prev_pfn)" /proc/cmdline
check_dmesg "3 nodes were handed over" "pkram: 3 nodes handed over"
check_dmesg "held memory that is not preserved was freed" "pkram: [0-9]+ held pages freed"
for n in small huge spread; do
	check_sh "node $n verifies" "echo $n > $T/verify"
done
check_dmesg "small: 100 folios and 1000 bytes" \
	"pkram_test: small: ok, 100 folios of order 0, 1000 bytes"
check_dmesg "huge: 8 folios of order 9 came back whole" \
	"pkram_test: huge: ok, 8 folios of order 9, 10 bytes"
check_dmesg "spread: 20000 scattered folios" \
	"pkram_test: spread: ok, 20000 folios of order 0, 70000 bytes"
check_read_eq "nothing is left to hand over" /sys/kernel/pkram ""
# Everything preserved was loaded and freed: memory is whole again.
now=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
prev=$(stage_arg prev_memtotal)
diff=$((now > prev ? now - prev : prev - now))
echo "# MemTotal: boot 1 $prev kB, boot 2 $now kB"
# Both boots reserve a crashkernel region of the same size.
check "MemTotal within 1 MiB of the first boot's" test $diff -le 1024
check "this kernel reserved its crashkernel region too" \
	test "$(cat /sys/kernel/kexec_crash_size)" -gt 0

# Checks of each boot after the first: the kernel took the hand-over, was
# placed in scratch memory, and the pages came back; preserved again.
k=$VMTEST_STAGE
echo "# command line: $(cat /proc/cmdline)"
check_dmesg "the hand-over was taken" "pkram: 1 nodes handed over"
check_kernel_in_scratch
check_sh "gen$((k - 1)) verifies and is preserved again as gen$k" \
	"echo 'gen$((k - 1)) gen$k' > /sys/kernel/debug/pkram_test/verify"

# One boot of the chain: stages 2 to 11 (vmtest.args: --repeat).
. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test
k=$VMTEST_STAGE
prev=gen$((k - 1))

check_dmesg "1 node was handed over" "pkram: 1 nodes handed over"

check_kernel_in_scratch
code=$(kernel_code)

# The kernel and its initrd kept off the previous crashkernel region, and
# this kernel could reserve one of the same size in scratch memory.
pc=$(stage_arg crash)
# A region across two adjacent scratch ranges was once left out.
check_dmesg "the hand-over kept the previous crashkernel region ($pc) free" \
	"pkram: previous crashkernel region \[mem 0x0*${pc%-*}-0x0*${pc#*-}\] kept free"
ramdisk=$(dmesg | sed -n 's/.*RAMDISK: \[mem \(0x[0-9a-f]*\)-.*/\1/p')
check "the kernel logged where its initrd is" test -n "$ramdisk"
off=yes
for a in $code $ramdisk; do
	[ $((a)) -ge $((0x${pc%-*})) ] && [ $((a)) -le $((0x${pc#*-})) ] && off=no
done
check_eq "kernel $code and initrd $ramdisk are off the old crashkernel region $pc" $off yes
crash=$(crash_region)
check "this kernel reserved its crashkernel region ($crash)" test -n "$crash"

if [ "$k" -lt 11 ]; then
	check_sh "$prev verifies and is preserved again as gen$k" "echo '$prev gen$k' > $T/verify"
	free=$(awk '/^MemFree/ {print $2}' /proc/meminfo)
	pkram-kexec codes=$(stage_arg codes),$code frees=$(stage_arg frees),$free crash=$crash
else
	check_sh "$prev verifies after ten kexecs" "echo $prev > $T/verify"
	codes=$(stage_arg codes | tr , '\n' | grep . | sort -u | wc -l)
	echo "# kernel code at: $(stage_arg codes)"
	check "KASLR moved the kernel between boots ($codes places)" test "$codes" -ge 3
	frees=$(stage_arg frees | tr , '\n' | grep . | sort -n)
	check_eq "MemFree was recorded after each of nine hand-overs" "$(echo "$frees" | grep -c .)" 9
	lo=$(echo "$frees" | head -1)
	hi=$(echo "$frees" | tail -1)
	echo "# MemFree after each hand-over: $(stage_arg frees) kB"
	check "MemFree drifts less than 8 MiB over nine hand-overs ($lo..$hi kB)" \
		test $((hi - lo)) -le 8192
fi

. /lib/vmtest.sh
ranges=$(scratch_ranges)
echo "$ranges" | sed 's/^/# scratch: /'
crash=$(crash_region)
echo "# crashkernel region: $crash"
check "a crashkernel region is reserved" test -n "$crash"
cs=$((0x${crash%-*})) ce=$((0x${crash#*-}))
# The crashkernel region may span adjacent ranges: count its bytes in them.
covered=$(echo "$ranges" | while read -r s e; do
	lo=$((s > cs ? s : cs)) hi=$((e < ce ? e : ce))
	[ $hi -ge $lo ] && echo $((hi - lo + 1))
done | awk '{ t += $1 } END { print t + 0 }')
check_eq "the crashkernel region is all in scratch memory" "$covered" $((ce - cs + 1))
check "scratch memory is large enough for 4 GiB: >= 176 MiB" test "$(scratch_kb)" -ge $((176 * 1024))
check_sh "save node kept (1000 pages)" "echo 'kept 1000 0 100' > /sys/kernel/debug/pkram_test/save"
check "the next kernel is loaded" pkram-kexec --load-only
pkram-kexec
not_ok "kexec failed"

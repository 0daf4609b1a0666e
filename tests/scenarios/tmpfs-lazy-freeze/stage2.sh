. /lib/vmtest.sh
mkdir -p /mnt/fz
check "the test kernel tries suspend's freezer" test -w /sys/power/pm_test
echo freezer > /sys/power/pm_test
# Back to back, so that the freeze starts while the worker attaches.
rc=0
mount -t tmpfs -o pkram=fz none /mnt/fz && echo freeze > /sys/power/state || rc=$?
check_eq "the tree mounts lazily and the system freezes and thaws" "$rc" 0
check_dmesg "the freezer held the system for its five seconds" \
	"suspend debug: Waiting for 5 second"
check "the background restore ends" pkram_drained 60
done_us=$(kernel_us "pkram=fz: background restore done")
echo "# background restore done in ${done_us:-?} us"
check "it waited for the thaw (over 5 s)" test "${done_us:-0}" -ge 5000000
order=$(dmesg | grep -e "Restarting tasks" -e "pkram=fz: background restore done" |
	sed -n 's/.*\(Restarting\|background restore done\).*/\1/p' | tr '\n' ' ')
check_eq "and ended after the thaw" "$order" "Restarting background restore done "
check_no_dmesg "nothing failed to freeze" "Freezing .* failed|refusing to freeze|still busy"
out=$(tmpfs_tree mmap-check /mnt/fz/big 2048 31)
check_eq "every page is intact" "$(echo "$out" | tail -1)" \
	"mmap-check: 0 of 524288 pages differ"

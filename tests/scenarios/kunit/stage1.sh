# KUnit suites ran before init; their results are counted from the
# console by vmtest.  Make sure the PKRAM suites were really there.
. /lib/vmtest.sh

check "the pkram KUnit suite ran" sh -c 'dmesg | grep -q "# Subtest: pkram$"'
check "the pkram-tmpfs KUnit suite ran" sh -c 'dmesg | grep -q "# Subtest: pkram-tmpfs$"'
check "no KUnit case failed" sh -c '! dmesg | grep -q "not ok"'
check "no KUnit case was skipped" sh -c '! dmesg | grep -q "# SKIP"'
check "/sys/kernel/pkram is root-only" test "$(stat -c %a /sys/kernel/pkram)" = 400
check "/sys/kernel/pkram is empty with nothing saved" \
	sh -c 'test -e /sys/kernel/pkram && test -z "$(cat /sys/kernel/pkram)"'

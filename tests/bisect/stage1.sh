# Only what every patch of the series has: the KUnit suite, green.
. /lib/vmtest.sh

check "the pkram KUnit suite ran" sh -c 'dmesg | grep -q "# Subtest: pkram$"'
check "no KUnit case failed" sh -c '! dmesg | grep -q "not ok"'

# Only what every patch of the series has: the KUnit suite, green.
. /lib/vmtest.sh

check_dmesg "the pkram KUnit suite ran" "# Subtest: pkram$"
check_no_dmesg "no KUnit case failed" "not ok"

# KUnit suites ran before init; their results are counted from the
# console by vmtest.  Make sure the PKRAM suites were really there.
. /lib/vmtest.sh

check_dmesg "the pkram KUnit suite ran" "# Subtest: pkram$"
check_dmesg "the pkram-tmpfs KUnit suite ran" "# Subtest: pkram-tmpfs$"
check_dmesg "the pkram-handover KUnit suite ran" "# Subtest: pkram-handover$"
check_dmesg "the pkram-hugetlb KUnit suite ran" "# Subtest: pkram-hugetlb$"
check_dmesg "the pkram-hugetlbfs KUnit suite ran" "# Subtest: pkram-hugetlbfs$"
# Its fuzzer: "N mutated hugetlbfs trees: R refused, A mounted, K kept".
line=$(dmesg | grep -oE '[0-9]+ mutated hugetlbfs trees: [0-9]+ refused, [0-9]+ mounted, [0-9]+ kept')
echo "# $line"
check "the hugetlbfs fuzzer refused some trees and mounted some" \
	sh -c "echo '$line' | awk '{ exit !(\$5 > 0 && \$7 > 0) }'"
check_eq "the hugetlbfs fuzzer mounted or refused each of its trees" \
	"$(echo "$line" | awk '{ print $5 + $7 + $9 }')" "$(echo "$line" | awk '{ print $1 }')"
# The fuzzer of the hand-over check says how far it went: "N mutations:
# R refused, A accepted".  N is what it meant to run; R and A count the
# mutated hand-overs the check really ran on, each refused or accepted.
line=$(dmesg | grep -oE 'pkram-handover: [0-9]+ mutations: [0-9]+ refused, [0-9]+ accepted')
echo "# $line"
n=$(echo "$line" | awk '{ print $2 + 0 }')
refused=$(echo "$line" | awk '{ print $4 + 0 }')
accepted=$(echo "$line" | awk '{ print $6 + 0 }')
check "at least 2000 mutated hand-overs were checked ($refused refused + $accepted accepted)" \
	test $((refused + accepted)) -ge 2000
check_eq "each of the $n mutations was checked, refused or accepted" $((refused + accepted)) "$n"
check "the check refused some ($refused)" test "$refused" -gt 0
check "and accepted some ($accepted)" test "$accepted" -gt 0
check_no_dmesg "no KUnit case failed" "not ok"
check_no_dmesg "no KUnit case was skipped" "# SKIP"
check_sh "lockdep stayed on through every suite" "grep -qE 'debug_locks: +1' /proc/lockdep_stats"
check "/sys/kernel/pkram is root-only" test "$(stat -c %a /sys/kernel/pkram)" = 400
check_sh "/sys/kernel/pkram is empty with nothing saved" \
	'test -e /sys/kernel/pkram && test -z "$(cat /sys/kernel/pkram)"'

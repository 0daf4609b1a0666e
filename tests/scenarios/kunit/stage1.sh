# KUnit suites ran before init; their results are counted from the
# console by vmtest.  Make sure the PKRAM suites were really there.
. /lib/vmtest.sh

check_dmesg "the pkram KUnit suite ran" "# Subtest: pkram$"
check_dmesg "the pkram-tmpfs KUnit suite ran" "# Subtest: pkram-tmpfs$"
check_dmesg "the pkram-handover KUnit suite ran" "# Subtest: pkram-handover$"
check_dmesg "the pkram-hugetlb KUnit suite ran" "# Subtest: pkram-hugetlb$"
check_dmesg "the pkram-hugetlbfs KUnit suite ran" "# Subtest: pkram-hugetlbfs$"
# The fuzzers of tree restores, tmpfs's and hugetlbfs's, name their
# trees kunit-fuzz-N; each tree a mount refuses is logged with its reason.
# Their refusals must reach many checks of the restore, not one.
# fuzz_reasons FS: the distinct reasons the mounts of FS gave.
fuzz_reasons() {
	dmesg | sed -n "s/.*$1: pkram=kunit-fuzz-[0-9]*[el]\{0,1\}: preserved tree is corrupt (\(.*\)): mount refused.*/\1/p" |
		sort -u
}
# Its count: "N mutated hugetlbfs trees: R refused, A mounted, K kept".
line=$(dmesg | grep -oE '[0-9]+ mutated hugetlbfs trees: [0-9]+ refused, [0-9]+ mounted, [0-9]+ kept')
echo "# $line"
check "the hugetlbfs fuzzer refused some trees and mounted some" \
	sh -c "echo '$line' | awk '{ exit !(\$5 > 0 && \$7 > 0) }'"
check_eq "each tree it counts as refused was refused by a mount, logged" \
	"$(dmesg | grep -cE 'hugetlbfs: pkram=kunit-fuzz-[0-9]+: preserved tree is corrupt')" \
	"$(echo "$line" | awk '{ print $5 }')"
fuzz_reasons hugetlbfs | sed 's/^/# hugetlbfs refused: /'
check "the hugetlbfs mounts refused them for 5 reasons or more" \
	test "$(fuzz_reasons hugetlbfs | grep -c .)" -ge 5
fuzz_reasons tmpfs | sed 's/^/# tmpfs refused: /'
check "the tmpfs mounts refused them for 5 reasons or more" \
	test "$(fuzz_reasons tmpfs | grep -c .)" -ge 5
# The fuzzer of the hand-over check: "N mutations: R refused for K
# reasons, A accepted", and a line for each reason.
line=$(dmesg | grep -oE 'pkram-handover: [0-9]+ mutations: [0-9]+ refused for [0-9]+ reasons, [0-9]+ accepted')
echo "# $line"
refused=$(echo "$line" | awk '{ print $4 + 0 }')
reasons=$(echo "$line" | awk '{ print $7 + 0 }')
accepted=$(echo "$line" | awk '{ print $9 + 0 }')
check "at least 2000 mutated hand-overs were checked ($refused refused + $accepted accepted)" \
	test $((refused + accepted)) -ge 2000
dmesg | grep -o 'pkram-handover: refused: .*' | sed 's/^/# /'
check_eq "the reasons it counts are the reasons it logs" \
	"$(dmesg | grep -c 'pkram-handover: refused: ')" "$reasons"
check "the check refused some for 8 reasons or more ($reasons)" test "$reasons" -ge 8
check "and accepted some ($accepted)" test "$accepted" -gt 0
check_no_dmesg "no KUnit case failed" "not ok"
check_no_dmesg "no KUnit case was skipped" "# SKIP"
check_sh "lockdep stayed on through every suite" "grep -qE 'debug_locks: +1' /proc/lockdep_stats"
check "/sys/kernel/pkram is root-only" test "$(stat -c %a /sys/kernel/pkram)" = 400
check_sh "/sys/kernel/pkram is empty with nothing saved" \
	'test -e /sys/kernel/pkram && test -z "$(cat /sys/kernel/pkram)"'

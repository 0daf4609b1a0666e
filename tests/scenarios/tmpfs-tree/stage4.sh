. /lib/vmtest.sh
. ./tree.sh
# This boot runs with pkram_test.batching=0: held memory is freed page by page
# and files are restored folio by folio; the tree must come back the same.
check_eq "boot 4: pkram_test.batching is off" "$(cat /sys/module/pkram_test/parameters/batching)" N
check_dmesg "boot 4: held pages were freed one by one" \
	"pkram: [0-9]+ held pages freed one by one, [0-9]+ more left to deferred init, in"
restore 4
next_cycle 4

. /lib/vmtest.sh
. ./tree.sh
restore 5
next_cycle 5

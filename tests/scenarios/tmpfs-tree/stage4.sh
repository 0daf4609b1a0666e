. /lib/vmtest.sh
. ./tree.sh
restore 4
next_cycle 4

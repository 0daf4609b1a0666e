. /lib/vmtest.sh
. ./tree.sh
restore 3
next_cycle 3

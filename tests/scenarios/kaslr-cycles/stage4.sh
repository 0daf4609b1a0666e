. /lib/vmtest.sh
. ./cycle.sh

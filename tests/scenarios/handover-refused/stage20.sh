. /lib/vmtest.sh
. ./refused.sh "is too long"

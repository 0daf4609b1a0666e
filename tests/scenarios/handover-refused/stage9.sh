. /lib/vmtest.sh
. ./refused.sh "checksum mismatch"

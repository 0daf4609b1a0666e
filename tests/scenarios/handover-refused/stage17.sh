. /lib/vmtest.sh
. ./refused.sh "is not a number"
# Negative.
pkram-kexec --pfn '-1' cold_memtotal=$cold

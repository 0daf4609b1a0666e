. /lib/vmtest.sh
. ./refused.sh "is not a number"
pkram-kexec --pfn 0 cold_memtotal=$cold

. /lib/vmtest.sh
. ./refused.sh "pfn 0 is not a superblock"
pkram-kexec --pfn 99999999 cold_memtotal=$cold

. /lib/vmtest.sh
. ./refused.sh "not a pfn of RAM"
# A pfn in the middle of RAM, whatever is there.
pkram-kexec --pfn 300000 cold_memtotal=$cold

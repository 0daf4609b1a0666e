. /lib/vmtest.sh
. ./refused.sh "not a pfn of RAM"
# Does not fit 64 bits.
pkram-kexec --pfn '0x10000000000000000' cold_memtotal=$cold

. /lib/vmtest.sh
. ./refused.sh "not a pfn of RAM"
# Shifted by 12 it wraps around 64 bits to 4 KiB.
pkram-kexec --pfn '0x10000000000001' cold_memtotal=$cold

. /lib/vmtest.sh
. ./refused.sh "not a pfn of RAM"
# At 4 PiB - 4 KiB: not a canonical address.
pkram-kexec --pfn '0xffffffffff' cold_memtotal=$cold

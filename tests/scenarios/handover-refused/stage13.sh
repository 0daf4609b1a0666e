. /lib/vmtest.sh
. ./refused.sh "not a pfn of RAM"
# The VGA window at 640 KiB: memory-mapped I/O, not in the e820 table.
pkram-kexec --pfn '0xa0' cold_memtotal=$cold

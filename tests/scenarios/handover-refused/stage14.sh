. /lib/vmtest.sh
. ./refused.sh "not a pfn of RAM"
# The BIOS area at 960 KiB: e820 says reserved.
pkram-kexec --pfn '0xf0' cold_memtotal=$cold

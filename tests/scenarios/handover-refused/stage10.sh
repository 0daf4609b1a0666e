. /lib/vmtest.sh
. ./refused.sh "not a pfn of RAM"
# Shifted by 12: the last page of the 64-bit space, past any RAM.
pkram-kexec --pfn '0xfffffffffffff' cold_memtotal=$cold

. /lib/vmtest.sh
. ./refused.sh "checksum mismatch"
# From here on, pfns the x86 decompressor must not read either (KASLR
# looks for the superblock before the kernel checks anything): past the
# physical address width (4 TiB), the decompressor hung on it.
pkram-kexec --pfn 0x40000000 cold_memtotal=$cold

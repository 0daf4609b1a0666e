. /lib/vmtest.sh
. ./refused.sh "reserved at boot|wrong magic"
# A real superblock, written with leading zeros past what the x86
# decompressor reads of pkram= (23 characters): it would read 0 and not
# keep KASLR in scratch memory, so the kernel must refuse it too.
check_sh "save node z (100 pages)" "echo 'z 100 0 100' > $T/save"
pfn=$(cat /sys/kernel/pkram)
check "node z is to be handed over" test -n "$pfn"
pkram-kexec --pfn "0x0000000000000000000000$(printf %x "$pfn")" cold_memtotal=$cold

. /lib/vmtest.sh
. ./refused.sh "is not a number"
# Low memory: RAM, but reserved before PKRAM looks.
pkram-kexec --pfn '1' cold_memtotal=$cold

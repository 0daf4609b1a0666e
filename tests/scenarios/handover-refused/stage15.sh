. /lib/vmtest.sh
. ./refused.sh "not a pfn of RAM"
# The local APIC's registers, past the end of RAM.
pkram-kexec --pfn '0xfee00' cold_memtotal=$cold

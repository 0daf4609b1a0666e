. /lib/vmtest.sh
. /scenario/landed.sh
# The kernel takes a quoted value without its quotes.
pkram-kexec --kexec-load --in-scratch --no-pfn --drop foo "pkram=\"$(cat /sys/kernel/pkram)\""
not_ok "kexec failed"

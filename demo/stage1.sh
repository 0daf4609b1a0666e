# make demo, first boot: preserve 256 MiB across a kexec.  Until tmpfs
# support lands, the in-kernel test user of PKRAM stands in for tmpfs.
. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

echo
echo "=== boot 1: $(uname -r), boot id $(cat /proc/sys/kernel/random/boot_id)"
dmesg | grep "pkram: scratch memory" | sed 's/^\[[^]]*\] /    /'
echo "=== saving node 'demo': 65536 patterned pages (256 MiB) and 4 KiB of bytes"
start=$(date +%s)
echo "demo 65536 0 4096" > $T/save
check "node demo saved ($(( $(date +%s) - start )) s)" test $? = 0
echo "    /sys/kernel/pkram: $(cat /sys/kernel/pkram)"
echo "    /sys/kernel/mm/pkram/nodes: $(cat /sys/kernel/mm/pkram/nodes)"
echo "=== kexec into the same kernel with pkram=$(cat /sys/kernel/pkram)"
pkram-kexec demo_from=$(cat /proc/sys/kernel/random/boot_id)
not_ok "kexec failed"

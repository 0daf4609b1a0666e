# make demo, first boot.  Until tmpfs preservation lands this shows the
# loop every PKRAM user goes through: boot, kexec into the same kernel
# with a new command line, and the second boot proving it is a new one.
. /lib/vmtest.sh

echo
echo "=== boot 1: $(uname -r), boot id $(cat /proc/sys/kernel/random/boot_id)"
echo "    kernel command line: $(cat /proc/cmdline)"
if [ -r /sys/kernel/pkram ]; then
	echo "    PKRAM superblock pfn: $(cat /sys/kernel/pkram)"
else
	echo "    (no /sys/kernel/pkram yet: this kernel has only the PKRAM API stubs)"
fi
check "PKRAM is built into this kernel" grep -q "pkram_prepare_save" /proc/kallsyms
echo "=== kexec into the same kernel: pkram-kexec (kexec -s -l /boot/bzImage ...; kexec -e)"
pkram-kexec demo_from=$(cat /proc/sys/kernel/random/boot_id)
not_ok "kexec failed"

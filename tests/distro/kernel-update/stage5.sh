. /lib/vmtest.sh
. ./tree.sh
restore "test kernel after the bench kernel"
check_fails "the kernel without PKRAM cannot take the hand-over (pkram-image-info)" \
	pkram-image-info --check /boot/nopkram
check "the tree is saved again" mount -o remount,preserve,ro $T
check_fails "kexec -s -l of the kernel without PKRAM is refused" \
	kexec -s -l /boot/nopkram --initrd=/boot/initrd.img --append="$(cat /proc/cmdline)"
check_dmesg "the kernel says why" "kexec image refused, .*does not read PKRAM hand-overs"
check_sh "nothing was lost" "grep -qx tmpfs:tree /sys/kernel/mm/pkram/nodes"
# Booted anyway through kexec_load, which cannot check the image.
free=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)
pkram-kexec --kexec-load --image nopkram total=$free
not_ok "kexec failed"

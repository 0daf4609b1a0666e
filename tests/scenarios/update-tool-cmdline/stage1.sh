. /lib/vmtest.sh
check "the command line has a quoted value" grep -q 'acpi_osi="Windows 2015"' /proc/cmdline
check "... and init's arguments after --" grep -q ' -- initarg "two words"$' /proc/cmdline
args=$(tr '\0' '|' < /proc/1/cmdline)
check_eq "... which init got as two" "${args#*/init|}" "initarg|two words|"
mkdir -p /a
mount -t tmpfs -o pkram=a none /a
dd if=/dev/urandom of=/a/data bs=1M count=2 2>/dev/null
sum=$(md5sum < /a/data | cut -d' ' -f1)
check_eq "pkram-update --load-only with a quoted value and init's arguments: exit 0" \
	"$(status_of pkram-update --load-only --initrd /boot/initrd.img \
		--append "acpi_osi=! vmtest_stage=2 probe=\"a b\" sum=$sum -- more" /boot/bzImage)" 0
check_eq "... /a is preserved" "$(pkram_nodes)" "tmpfs:a "
check "... the command line it loaded" grep -q "loaded /boot/bzImage with: " /tmp/out
sync
kexec -e -x
not_ok "kexec -e failed"

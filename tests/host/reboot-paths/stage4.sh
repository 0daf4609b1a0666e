# coldreboot: a firmware reboot, asked for; its /no-kexec-reboot is used
# up, not left for the next reboot; the journal names the trees.  Then
# LOAD_KEXEC=true without PKRAM_REBOOT=kexec: a firmware reboot.
. ./common.sh
boot_done
shutdown_journal coldreboot
check_firmware_boot
check "/no-kexec-reboot is used up" test ! -e /no-kexec-reboot
check "the journal names both trees as not kept" \
	in_order "$J" '^pkram-update: not kept: (/vms /cache|/cache /vms) \(.*firmware'
kexec_conf true
next_boot reboot

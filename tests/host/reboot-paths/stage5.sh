# LOAD_KEXEC=true alone does not make reboots kexecs: the journal says
# what keeps the trees.
. ./common.sh
boot_done
shutdown_journal reboot
check_firmware_boot
check "the journal names the trees and the opt-in" \
	in_order "$J" '^pkram-update: not kept: (/vms /cache|/cache /vms) \(.*PKRAM_REBOOT=kexec'

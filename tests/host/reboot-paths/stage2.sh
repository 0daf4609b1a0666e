# LOAD_KEXEC=false: the reboot went through the firmware, whatever marker
# was left; the journal names the trees it did not keep, though they had
# been preserved.  Then a reboot with the unit stopped after the schedule.
. ./common.sh
boot_done
shutdown_journal "systemctl reboot"
check_firmware_boot
check "the journal names both trees as not kept" \
	in_order "$J" '^pkram-update: not kept: (/vms /cache|/cache /vms) \(.*firmware'
kexec_conf true kexec
check "the update is scheduled" schedule
systemctl stop pkram-update.service
next_boot systemctl reboot

# The unit was stopped: nothing would preserve the trees, so the reboot
# is not made a kexec (which would boot with an empty hand-over), and the
# journal says so.  Then kexec-tools' coldreboot (with no kernel loaded:
# reboot(8) would kexec one, /no-kexec-reboot or not).
. ./common.sh
boot_done
shutdown_journal "systemctl reboot"
check_firmware_boot
check "kexec-load's stop says the unit is not active" \
	in_order "$J" '^pkram: pkram-update\.service is not active: this reboot does not keep the pkram= trees'
check "pkram-update.service runs again" systemctl is-active -q pkram-update.service
next_boot coldreboot

# After "reboot" to a kernel that cannot take the hand-over: a clean boot
# through the firmware, the journal saying why the trees were not kept.
. ./common.sh
boot_done
check_eq "the machine booted (the firmware's kernel)" "$(uname -r)" "$OLD"
check_no_dmesg "without a hand-over" 'pkram: .*nodes handed over'
shutdown_journal reboot
check "kexec-load's stop says why the trees are not kept" \
	in_order "$J" 'pkram: pkram-update --schedule /vmlinuz failed: this reboot does not keep the pkram= trees'
check "the shutdown names them" \
	in_order "$J" '^pkram-update: not kept: (/vms /cache|/cache /vms) \(a reboot through the firmware keeps no memory'
check_eq "the boot finished cleanly" "$(systemctl is-system-running)" running
check "memcached runs, its cache cold" sh -c '[ "$(memc.py stat curr_items)" = 0 ]'
check "the VM service runs a new VM" systemctl is-active -q pkram-vm@guest1.service

# After "reboot" with LOAD_KEXEC=true: kexec'd back to the first kernel,
# the trees kept.  Then a tree held open at shutdown: it cannot be kept,
# the other is.
. ./common.sh
boot_done
check_eq "the first kernel runs again" "$(uname -r)" "$OLD"
check_dmesg "by kexec, with the hand-over" 'pkram: .*nodes handed over'
shutdown_journal reboot
check "kexec-load's stop scheduled the update" \
	in_order "$J" 'pkram: this reboot kexecs /boot/vmlinuz-'"$OLD"' and keeps the pkram= trees' \
	'pkram-update: running the update scheduled'
check "the VM service stopped before the trees were preserved" \
	in_order "$J" '^Stopped pkram-vm@guest1\.service' 'pkram-update: preserved /(vms|cache)$'
check "memcached stopped before the trees were preserved" \
	in_order "$J" '^Stopped memcached\.service' 'pkram-update: preserved /(vms|cache)$'
check "both trees were preserved" \
	in_order "$J" 'pkram-update: preserved /(vms|cache)$' 'pkram-update: preserved /(vms|cache)$'
check_eq "no tree was left unkept" "$(grep -c 'not kept' "$J")" 0
check_eq "the VM tree compares equal" "$(tree_sums /vms)" "$(kept sums_vms)"
check_eq "the cache tree compares equal" "$(tree_sums /cache)" "$(kept sums_cache)"
check_vm_resumed
check_cache_warm

# A program outside the services' order holds a file of /vms open for
# writing through the shutdown.
echo LOAD_KEXEC=false > /etc/default/kexec
systemd-run -q --unit=pkram-holder -p DefaultDependencies=no -p Before=pkram-update.service \
	sh -c 'exec 3>>/vms/images/disk0; exec sleep infinity'
check "the holder runs" waitfor 10 sh -c 'fuser -s /vms/images/disk0'
keep_state
check "pkram-update schedules the update" \
	pkram-update --schedule --initrd "/boot/initrd.img-$NEW" "/boot/vmlinuz-$NEW"
next_boot systemctl kexec

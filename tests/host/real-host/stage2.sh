# After systemctl kexec into the second kernel: the order of the shutdown
# in the last boot's journal; the trees, the VM and memcached's cache back.
. ./common.sh
boot_done
check_eq "the second kernel runs" "$(uname -r)" "$NEW"
check_dmesg "it took the hand-over" 'pkram: .*nodes handed over'
# The shutdown: the last boot's journal from the moment stage 1 asked
# for it.
j=$(journalctl -b -1 -o cat --no-pager | sed -n '/^next boot by systemctl kexec$/,$p')
printf '%s\n' "$j" | grep -E 'Stopped (pkram-vm@|memcached)|pkram-update: |Reboot via kexec' |
	sed 's/^/# journal -b -1: /'
check "the VM service stopped before the trees were preserved" \
	in_order "$j" '^Stopped pkram-vm@guest1\.service' 'pkram-update: preserved /(vms|cache)$'
check "memcached stopped before the trees were preserved" \
	in_order "$j" '^Stopped memcached\.service' 'pkram-update: preserved /(vms|cache)$'
check "both trees were preserved, then the kexec" \
	in_order "$j" 'pkram-update: preserved /(vms|cache)$' 'pkram-update: preserved /(vms|cache)$' \
	'Reboot via kexec'

check_eq "both trees are back from /etc/fstab" "$(grep -c ' tmpfs .*pkram=' /proc/mounts)" 2
check_eq "the VM tree compares equal" "$(tree_sums /vms)" "$(kept sums_vms)"
check_eq "the cache tree compares equal" "$(tree_sums /cache)" "$(kept sums_cache)"

check "the VM service is running" systemctl is-active -q pkram-vm@guest1.service
check "the VM goes on checking its memory" vm_passes 2
check_eq "the VM did not reboot: its own boot id" "$(vm_line boot)" "$(kept vm_boot)"
check_sh "its uptime went on" '[ "$(vm_line uptime | cut -d. -f1)" -ge "$(kept vm_uptime | cut -d. -f1)" ]'
check_eq "its memory checks never failed" "$(grep -ac BAD "$VMLOG")" 0

check "memcached is running" systemctl is-active -q memcached.service
check_sh "memcached restarted warm: its uptime went on" \
	'[ "$(memc.py stat uptime)" -ge "$(kept mc_uptime)" ]'
check_eq "memcached holds every key at once" "$(memc.py stat curr_items)" $KEYS
check_eq "the client gets all $KEYS back, intact" "$(memc.py check $KEYS)" $KEYS

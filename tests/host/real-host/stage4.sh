# After a kexec with /vms held open: /cache kept, /vms not, the journal
# says which and who held it.  Then a VM service that does not stop in
# time.
. ./common.sh
boot_done
check_eq "the second kernel runs" "$(uname -r)" "$NEW"
shutdown_journal "systemctl kexec"
check "the journal names the holder of /vms" \
	in_order "$J" 'pkram-update: preserving /vms failed \(files open for writing\?\): left out: open by [0-9]+ \(uid 0, sleep\)'
check "and warns that /vms is not kept" \
	in_order "$J" 'pkram-update: preserved /cache$' '^pkram-update: not kept: /vms \(the scheduled update did not preserve'
check_eq "the cache tree compares equal" "$(tree_sums /cache)" "$(kept sums_cache)"
check_cache_warm
check_eq "/vms is back empty, from /etc/fstab" "$(ls -A /vms | grep -v '^guest1\.' | wc -l)" 0
check "the VM service started its VM afresh" systemctl is-active -q pkram-vm@guest1.service
check "the new VM checks its memory" vm_passes 1
check_sh "it is a new boot of the VM" '[ "$(vm_line boot)" != "$(kept vm_boot)" ]'

# The VM service's stop hangs before it saves anything (say, a hook
# waiting on the guest), past its TimeoutStopSec=.
mkdir -p /etc/systemd/system/pkram-vm@guest1.service.d
cat > /etc/systemd/system/pkram-vm@guest1.service.d/hang.conf <<'END'
[Service]
TimeoutStopSec=15s
ExecStop=
ExecStop=/bin/sleep 600
ExecStop=/usr/libexec/pkram-tools/pkram-vm save %i
END
systemctl daemon-reload
keep_state
check "pkram-update schedules the update" \
	pkram-update --schedule --initrd "/boot/initrd.img-$OLD" "/boot/vmlinuz-$OLD"
next_boot systemctl kexec

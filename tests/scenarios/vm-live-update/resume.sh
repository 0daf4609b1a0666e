. /lib/vmtest.sh
. ./vm.sh
# After a kexec: the VM comes back from the preserved tree and goes on
# where it stopped, then is saved again for the next kexec (stage 2) or
# stopped (stage 3).
before=$(stage_arg vm_pass)
mkdir -p /vms /plain
check "pkram=vms mounts the preserved tree" mount -t tmpfs -o pkram=vms,size=512m none /vms
check "the VM's RAM file is back" test -s /vms/vm.ram
boot=$(vm_boot_ids vm /vms)
check_eq "one boot of the VM so far" 1 "$(echo "$boot" | wc -l)"
check "QEMU takes the saved device state and continues" vm_start vm /vms incoming
check "the VM runs two more passes" vm_passes vm /vms 2
check_eq "the VM did not reboot: the same boot id" "$boot" "$(vm_boot_ids vm /vms)"
first=$(sed -n 's/^vmpayload: boot=[0-9a-f]* pass=\([0-9]*\) .*/\1/p' /vms/vm.log |
	awk -v b="$before" '$1 > b { print; exit }')
check_eq "its first pass after the update follows the last before" $((before + 1)) "$first"
check_eq "it checked its memory and found it intact" 0 "$(grep -c BAD /vms/vm.log)"
if [ "$VMTEST_STAGE" = 2 ]; then
	# The VM whose RAM was on a plain tmpfs: its state is there, its
	# memory is not; it must not carry on.
	mount -t tmpfs -o size=256m none /plain
	cp /vms/plain.state /vms/plain.log /plain/
	vm_start plain /plain incoming
	sleep 20
	sed 's/^/# plain VM: /' /tmp/plain.qemu.log
	plain_before=$(sed -n 's/.* pass=\([0-9]*\) .*/\1/p' /vms/plain.log | tail -1)
	check_eq "the VM without PKRAM does not go on where it stopped" 0 \
		"$(sed -n 's/.* pass=\([0-9]*\) ok$/\1/p' /plain/plain.log |
		   awk -v b="$plain_before" '$1 > b' | wc -l)"
	kill "$(cat /tmp/plain.pid)" 2>/dev/null
	check "the VM is saved again" vm_save vm /vms
	pass=$(vm_last_pass vm /vms)
	check "the tree is preserved again" mount -o remount,preserve,ro /vms
	pkram-kexec vm_pass=$pass
	not_ok "kexec failed"
fi
check "the VM stops" vm_save vm /vms

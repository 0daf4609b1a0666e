. /lib/vmtest.sh
. /lib/vm/vm.sh
. /scenario/frames.sh
# After a kexec: the VMs come back from the preserved trees and go on
# where they stopped, then are saved again for the next kexec (stage 2)
# or stopped (stage 3).

# resume NAME DIR PASS: VM NAME, whose RAM is in DIR, stopped after PASS.
resume() {
	boot=$(vm_boot_ids "$1" "$2")
	check_eq "VM $1: one boot so far" "$(echo "$boot" | wc -l)" 1
	check "VM $1: QEMU takes the saved device state and continues" vm_start "$1" "$2" incoming
	check "VM $1: two more passes" vm_passes "$1" "$2" 2
	check_eq "VM $1 did not reboot: the same boot id" "$(vm_boot_ids "$1" "$2")" "$boot"
	first=$(sed -n 's/^vmpayload: boot=[0-9a-f]* pass=\([0-9]*\) .*/\1/p' "$2/$1.log" |
		awk -v b="$3" '$1 > b { print; exit }')
	check_eq "VM $1: its first pass after the update follows the last before" \
		"$first" $(($3 + 1))
	check_eq "VM $1 checked its memory and found it intact" "$(grep -c BAD "$2/$1.log")" 0
}

mkdir -p /vms /vmh /plain /mnt/disk
check "pkram=vms mounts the preserved tree" mount -t tmpfs -o pkram=vms,size=512m none /vms
check "pkram=vmh mounts the preserved tree" mount -t tmpfs -o pkram=vmh,size=512m none /vmh
check "the VMs' RAM files are back" test -s /vms/vm.ram -a -s /vmh/huge.ram
# Restored lazily: the listing attaches the pages it reads.
check "the disk mounts" mount /dev/vdb /mnt/disk
prev=/mnt/disk/$((VMTEST_STAGE - 1))
for f in vms/vm.ram vmh/huge.ram; do
	check_sh "the page frames of /$f are listed" "tmpfs_tree pfns /$f > /tmp/after"
	check_frames_kept "/$f" "$prev/scratch" "$prev/${f%/*}.pfns" /tmp/after
done
check "the huge VM's RAM is in huge pages again" \
	test "$(meminfo ShmemHugePages)" -ge $((60 * 1024))
resume vm /vms "$(stage_arg vm_pass)"
VM_ALIGN=2M resume huge /vmh "$(stage_arg huge_pass)"
if [ "$VMTEST_STAGE" = 2 ]; then
	# The VM whose RAM was on a plain tmpfs: its state is there, its
	# memory is not; it must not carry on.
	mount -t tmpfs -o size=256m none /plain
	cp /vms/plain.state /vms/plain.log /plain/
	# Its last pass before, read before it may write more.
	before=$(vm_last_pass plain /vms)
	vm_start_waiting plain /plain
	check "QEMU runs the VM without PKRAM, waiting for its state: QMP answers" \
		sh -c "qmp /tmp/plain.qmp query-status | grep -q '\"status\": \"inmigrate\"'"
	vm_give_state plain /plain
	check_eq "the VM without PKRAM does not go on where it stopped" \
		"$(sed -n 's/.* pass=\([0-9]*\) ok$/\1/p' /plain/plain.log |
		   awk -v b="$before" '$1 > b' | wc -l)" 0
	check "the VMs are saved again" sh -c '. /lib/vm/vm.sh; vm_save vm /vms && vm_save huge /vmh'
	pass=$(vm_last_pass vm /vms)
	hpass=$(vm_last_pass huge /vmh)
	check "the VMs' page frames are listed" list_frames 2
	check "the trees are preserved again" \
		sh -c 'mount -o remount,preserve,ro /vms && mount -o remount,preserve,ro /vmh'
	pkram-kexec vm_pass="$pass" huge_pass="$hpass"
	not_ok "kexec failed"
fi
check "the VMs stop" sh -c '. /lib/vm/vm.sh; vm_save vm /vms && vm_save huge /vmh'

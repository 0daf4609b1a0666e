. /lib/vmtest.sh
. /lib/vm/vm.sh
. /scenario/frames.sh
# Two VMs with their RAM on pkram= tmpfs mounts, of base pages and of huge
# pages, and a third whose RAM is on a plain tmpfs, which the kexec drops:
# that one must not come back (the test can fail).
mkdir -p /vms /vmh /plain
check "pkram=vms mounts" mount -t tmpfs -o pkram=vms,size=512m none /vms
check "pkram=vmh mounts with huge=always" \
	mount -t tmpfs -o pkram=vmh,size=512m,huge=always none /vmh
mount -t tmpfs -o size=256m none /plain
check "the VM starts with its RAM on the pkram= tmpfs" vm_start vm /vms
check "the VM of huge pages starts" env VM_ALIGN=2M sh -c '. /lib/vm/vm.sh; vm_start huge /vmh'
check "the VM on a plain tmpfs starts" vm_start plain /plain
check "the VM fills its memory and checks it twice" vm_passes vm /vms 2
check "the VM of huge pages does too" vm_passes huge /vmh 2
check "the VM on a plain tmpfs does too" vm_passes plain /plain 2
check "the huge VM's RAM is in huge pages" test "$(meminfo ShmemHugePages)" -ge $((60 * 1024))
check_eq "the VMs say their memory is intact" "$(cat /vms/vm.log /vmh/huge.log | grep -c BAD)" 0
for v in vm:/vms huge:/vmh plain:/plain; do
	check "VM ${v%%:*}: device state saved, QEMU quits" vm_save "${v%%:*}" "${v#*:}"
done
# The plain VM's state is kept with the preserved tree, its RAM is not.
cp /plain/plain.state /plain/plain.log /vms/
pass=$(vm_last_pass vm /vms)
hpass=$(vm_last_pass huge /vmh)
echo "# VM boot $(vm_boot_ids vm /vms) stopped after pass $pass, huge VM after $hpass"
mkdir -p /mnt/disk
check "the disk mounts" mount /dev/vdb /mnt/disk
check "the VMs' page frames are listed" list_frames 1
check "the tree with the VM is preserved" mount -o remount,preserve,ro /vms
check "the tree with the huge VM is preserved" mount -o remount,preserve,ro /vmh
pkram-kexec vm_pass="$pass" huge_pass="$hpass"
not_ok "kexec failed"

. /lib/vmtest.sh
. ./vm.sh
# The VM's RAM on a pkram= tmpfs, and a second VM's on a plain tmpfs, whose
# RAM the kexec drops: that one must not come back (the test can fail).
mkdir -p /vms /plain
check "pkram=vms mounts" mount -t tmpfs -o pkram=vms,size=512m none /vms
mount -t tmpfs -o size=256m none /plain
check "the VM starts with its RAM on the pkram= tmpfs" vm_start vm /vms
check "the VM on a plain tmpfs starts" vm_start plain /plain
check "the VM fills its memory and checks it twice" vm_passes vm /vms 2
check "the other VM does too" vm_passes plain /plain 2
check_eq "the VM says its memory is intact" 0 "$(grep -c BAD /vms/vm.log)"
check "the VM's device state is saved and QEMU quits" vm_save vm /vms
check "the other VM's too" vm_save plain /plain
# The plain VM's state is kept with the preserved tree, its RAM is not.
cp /plain/plain.state /vms/plain.state
cp /plain/plain.log /vms/plain.log
pass=$(vm_last_pass vm /vms)
echo "# VM boot $(vm_boot_ids vm /vms) stopped after pass $pass"
check "the tree with the VM is preserved" mount -o remount,preserve,ro /vms
pkram-kexec vm_pass=$pass
not_ok "kexec failed"

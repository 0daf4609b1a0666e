. /lib/vmtest.sh
. /lib/vm/vm.sh
H1=/sys/kernel/mm/hugepages/hugepages-1048576kB
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
# After a kexec: the VMs come back from the preserved trees and go on
# where they stopped, then are saved again for the next kexec (stage 2)
# or stopped (stage 3).
G1='VM_MEM=1024 VM_ALIGN=1G VM_STEP=16 VM_RAM_DIR=/vm1g'
G2='VM_ALIGN=2M VM_RAM_DIR=/vm2m'
GP='VM_ALIGN=2M VM_RAM_DIR=/plain2m'

check_dmesg "HVO is on after the kexec too" \
	"HugeTLB: [0-9]+ KiB vmemmap can be freed for a 1.00 GiB page"

# resume NAME SETTINGS PASS: VM NAME, run with SETTINGS, stopped after PASS.
resume() {
	boot=$(vm_boot_ids "$1" /vms)
	check_eq "VM $1: one boot so far" "$(echo "$boot" | wc -l)" 1
	check "VM $1: QEMU takes the saved device state and continues" \
		sh -c "$2; . /lib/vm/vm.sh; vm_start $1 /vms incoming"
	check "VM $1: two more passes" vm_passes "$1" /vms 2
	check_eq "VM $1 did not reboot: the same boot id" "$(vm_boot_ids "$1" /vms)" "$boot"
	first=$(sed -n 's/^vmpayload: boot=[0-9a-f]* pass=\([0-9]*\) .*/\1/p' "/vms/$1.log" |
		awk -v b="$3" '$1 > b { print; exit }')
	check_eq "VM $1: its first pass after the update follows the last before" \
		"$first" $(($3 + 1))
	check_eq "VM $1 checked its memory and found it intact" "$(grep -c BAD "/vms/$1.log")" 0
}

check_dmesg "the 1 GiB tree joins the pool" \
	"HugeTLB: hugetlbfs:vm1g: its preserved 1.00 GiB pages join the pool, in use"
check_dmesg "the 2 MiB tree joins the pool" \
	"HugeTLB: hugetlbfs:vm2m: its preserved 2.00 MiB pages join the pool, in use"
check_read_eq "1 GiB pool: its one page, in use" $H1/free_hugepages 0
check_read_eq "... of one" $H1/nr_hugepages 1
check_read_eq "2 MiB pool: 64 pages, g2's in use" $H2/free_hugepages $((64 - $(stage_arg pages2)))
check_read_eq "... of 64" $H2/nr_hugepages 64
mkdir -p /vms /vm1g /vm2m /plain2m
check "pkram=vms mounts the states" mount -t tmpfs -o pkram=vms,size=64m none /vms
check "pkram=vm1g mounts the 1 GiB tree" mount -t hugetlbfs -o pkram=vm1g,pagesize=1G none /vm1g
check "pkram=vm2m mounts the 2 MiB tree" mount -t hugetlbfs -o pkram=vm2m,pagesize=2M none /vm2m
check_eq "g1.ram is in the same 1 GiB page" \
	"$(tmpfs_tree pfns /vm1g/g1.ram | tr '\n' ,)" "$(stage_arg pfns1)"
check_eq "g2.ram holds its pages again" "$(($(stat -c %b /vm2m/g2.ram) / 4096))" \
	"$(stage_arg pages2)"
check_read_eq "the pools as they were: no page taken for the files" $H2/free_hugepages \
	$((64 - $(stage_arg pages2)))
resume g1 "$G1" "$(stage_arg g1_pass)"
resume g2 "$G2" "$(stage_arg g2_pass)"
# 2 MiB is the default size, which /proc/meminfo shows.
check_eq "HugePages_Rsvd: QEMU's mapping of g2 reserves its holes, not its pages" \
	"$(meminfo HugePages_Rsvd)" $((32 - $(stage_arg pages2)))

if [ "$VMTEST_STAGE" = 2 ]; then
	# The VM whose RAM was on a hugetlbfs without pkram=: its state is
	# kept, its memory is not; it must not carry on.
	mount -t hugetlbfs -o pagesize=2M none /plain2m
	# Its last pass before, read before it may write more.
	before=$(vm_last_pass plain /vms)
	(eval "$GP"; vm_start_waiting plain /vms)
	check "QEMU runs the VM without PKRAM, waiting for its state: QMP answers" \
		sh -c "qmp /tmp/plain.qmp query-status | grep -q '\"status\": \"inmigrate\"'"
	vm_give_state plain /vms
	check_eq "the VM without PKRAM does not go on where it stopped" \
		"$(sed -n 's/.* pass=\([0-9]*\) ok$/\1/p' /vms/plain.log |
		   awk -v b="$before" '$1 > b' | wc -l)" 0
	umount /plain2m
	check "the VMs are saved again" sh -c '. /lib/vm/vm.sh; vm_save g1 /vms && vm_save g2 /vms'
	pass1=$(vm_last_pass g1 /vms)
	pass2=$(vm_last_pass g2 /vms)
	check "the trees are preserved again" sh -c 'mount -o remount,preserve,ro /vm1g &&
		mount -o remount,preserve,ro /vm2m && mount -o remount,preserve,ro /vms'
	pkram-kexec hugepagesz=1G hugepages=1 hugepagesz=2M hugepages=64 \
		g1_pass=$pass1 g2_pass=$pass2 pfns1="$(stage_arg pfns1)" pages2="$(stage_arg pages2)"
	not_ok "kexec failed"
fi
check "the VMs stop" sh -c '. /lib/vm/vm.sh; vm_save g1 /vms && vm_save g2 /vms'
check "their RAM is removed" rm /vm1g/g1.ram /vm2m/g2.ram
check_read_eq "the 1 GiB page is free in the pool" $H1/free_hugepages 1
check_read_eq "the 2 MiB pages too" $H2/free_hugepages 64

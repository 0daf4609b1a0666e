# The stages of make bench's VM blackout.  Each boot resumes the VM the
# boot before stopped, checks it, and starts, fills and stops the next,
# then kexecs.  The moments of the blackout go to the console as
# "vmtest: mark vm.WAY.MIB.REP.EVENT" lines, which vmtest stamps with the
# host's clock (the guest's does not span a kexec):
#   stop       QEMU is told to stop the VM
#   saved      its state is saved and QEMU has quit (the peer: and synced)
#   preserved  the tree is preserved (the peer: the same moment)
#   init       the next kernel runs this script (kexec and boot before)
#   mounted    the tree is restored (the peer: the disk is mounted)
#   running    QEMU has loaded the state and the VM runs again
. /lib/vmtest.sh
. /lib/vm/vm.sh
# MiB of VM RAM: 3 GiB is the most the VM program fills (32-bit, no
# paging: up to the PCI hole).
SIZES="512 3072"
REPS=3
# bare: the host's kexec and boot alone, no VM, nothing preserved, in the
# same round: the floor of every way's blackout.  hugetlb-1g: the RAM a
# file on a pkram= hugetlbfs of 1 GiB pages (for the larger VM only: a
# VM's RAM is whole pages), its device state on a pkram= tmpfs.
WAYS="pkram-4k pkram-huge hugetlb-1g anon bare"
plan() {
	for r in $(seq $REPS); do
		for s in $SIZES; do
			for w in $WAYS; do
				[ $w = hugetlb-1g ] && [ $s -lt 1024 ] && continue
				echo "$w:$s:$r"
			done
		done
	done
}
H1=/sys/kernel/mm/hugepages/hugepages-1048576kB
step() { plan | sed -n "${1}p"; }
mark() { echo "vmtest: mark vm.$id.$1"; }
# emit METRIC VALUE: "bench: vm.WAY.SIZE.METRIC.REP VALUE", if VALUE is one.
emit() { [ -z "$2" ] || echo "bench: vm.$way.$size.$1.$rep $2"; }
# An incoming 2 GiB from the disk under nested TCG takes minutes.
export VM_WAIT=1200

# way STEP: set way, size, rep, id, dir and the VM's settings of STEP.
way() {
	way=${1%%:*} size=${1#*:} rep=${1##*:}
	size=${size%%:*}
	id=$way.$size.$rep
	export VM_MEM=$size VM_RAM= VM_ALIGN=4K VM_RAM_DIR=
	case $way in
	pkram-4k) dir=/vms ;;
	pkram-huge) dir=/vms VM_ALIGN=2M ;;
	hugetlb-1g) dir=/vms VM_ALIGN=1G VM_RAM_DIR=/vmram ;;
	anon) dir=/mnt/disk VM_RAM=anon ;;
	bare) dir= ;;
	esac
}

# The bare way: the same moments, with nothing between them but the
# kexec and the boot.
start_bare() {
	check "$id: nothing is preserved" test -z "$(pkram_nodes)"
	mark stop
	mark saved
	mark preserved
	pkram-kexec
	not_ok "kexec failed"
}

resume_bare() {
	mark init
	mark mounted
	mark running
	check_no_dmesg "$id: the boot took no hand-over" "nodes handed over"
}

start() {
	way "$1"
	[ $way = bare ] && { start_bare; return; }
	mkdir -p "$dir"
	huge=never
	[ $way = pkram-huge ] && huge=always
	case $way in
	pkram-*)
		check "$id: pkram=vm mounts with huge=$huge" \
			mount -t tmpfs -o pkram=vm,size=$((size + 64))m,huge=$huge none /vms ;;
	hugetlb-1g)
		check "$id: a pool of $((size / 1024)) pages of 1 GiB is made" sh -c "
			echo $((size / 1024)) > $H1/nr_hugepages &&
			[ \$(cat $H1/free_hugepages) = $((size / 1024)) ]"
		mkdir -p /vmram
		check "$id: pkram=vmram mounts, of 1 GiB pages" \
			mount -t hugetlbfs -o pkram=vmram,pagesize=1G none /vmram
		check "$id: pkram=vm mounts, for the state" \
			mount -t tmpfs -o pkram=vm,size=64m none /vms ;;
	anon)
		check "$id: the disk mounts" mount /dev/vdb /mnt/disk ;;
	esac
	check "$id: the VM starts" vm_start vm "$dir"
	check "$id: the VM fills its memory" vm_filled vm "$dir"
	mark stop
	check "$id: the VM stops, its state saved, QEMU quits" vm_save vm "$dir"
	# The peer's state must be on the disk before the kexec.
	[ $way = anon ] && sync
	mark saved
	[ $way = hugetlb-1g ] &&
		check "$id: the RAM's tree is preserved" mount -o remount,preserve,ro /vmram
	[ $way = anon ] || check "$id: the tree is preserved" mount -o remount,preserve,ro /vms
	mark preserved
	# The 1 GiB pages' hstate, for the next kernel's pool to take them in.
	pkram-kexec hugepagesz=1G
	not_ok "kexec failed"
}

resume() {
	way "$1"
	[ $way = bare ] && { resume_bare; return; }
	mark init
	mkdir -p "$dir"
	case $way in
	pkram-*) check "$id: pkram=vm mounts the preserved tree" mount -t tmpfs -o pkram=vm none /vms ;;
	hugetlb-1g)
		mkdir -p /vmram
		check "$id: pkram=vmram mounts the preserved RAM" \
			mount -t hugetlbfs -o pkram=vmram,pagesize=1G none /vmram
		check "$id: pkram=vm mounts the preserved state" mount -t tmpfs -o pkram=vm none /vms ;;
	anon) check "$id: the disk mounts" mount /dev/vdb /mnt/disk ;;
	esac
	mark mounted
	check "$id: QEMU loads the state and the VM continues" vm_start vm "$dir" incoming
	mark running
	if [ $way != anon ]; then
		emit "restore_us" "$(kernel_us "tmpfs: pkram=vm: restored")"
		emit "reserve_us" "$(reserve_us)"
	fi
	[ $way = hugetlb-1g ] && emit "ram_restore_us" "$(kernel_us "hugetlbfs: pkram=vmram: restored")"
	check "$id: the VM checks all its memory once more" vm_passes vm "$dir" 1
	check_eq "$id: the VM did not reboot" "$(vm_boot_ids vm "$dir" | wc -l)" 1
	check_eq "$id: the VM found its memory intact" "$(grep -c BAD "$dir/vm.log")" 0
	check "$id: QEMU quits" vm_quit vm
	rm -f "$dir/vm.ram" "$dir/vm.state" "$dir/vm.log"
	umount "$dir"
	if [ $way = hugetlb-1g ]; then
		rm -f /vmram/vm.ram
		umount /vmram
		check "$id: the pool is given back" sh -c "
			echo 0 > $H1/nr_hugepages && [ \$(cat $H1/nr_hugepages) = 0 ]"
	fi
}

n=${VMTEST_STAGE:-1}
if [ "$n" -gt 1 ]; then resume "$(step $((n - 1)))"; fi
next=$(step "$n")
if [ -n "$next" ]; then start "$next"; fi

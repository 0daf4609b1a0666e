# list_frames STAGE: this kernel's scratch ranges and the page frames of
# the two VMs' RAM files (tmpfs_tree pfns), on the disk under STAGE/, for
# the next kernel to compare with.
list_frames() {
	mkdir -p /mnt/disk/$1 && scratch_ranges > /mnt/disk/$1/scratch &&
		tmpfs_tree pfns /vms/vm.ram > /mnt/disk/$1/vms.pfns &&
		tmpfs_tree pfns /vmh/huge.ram > /mnt/disk/$1/vmh.pfns && sync
}

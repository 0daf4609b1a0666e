. /lib/vmtest.sh
. /scenario/numa.sh
check_eq "two nodes again" "$(nr_nodes)" 2
mkdir -p /mnt/n
b0=$(shmem_kb_on 0) b1=$(shmem_kb_on 1)
check "the tree mounts" mount -t tmpfs -o pkram=numa,ro none /mnt/n
# Restored lazily: Shmem counts the pages once attached.
check "the background restore attaches the tree" pkram_drained
d0=$(($(shmem_kb_on 0) - b0)) d1=$(($(shmem_kb_on 1) - b1))
check "node 0 got back its share" near "$d0" "$(stage_arg d0)"
check "node 1 got back its share" near "$d1" "$(stage_arg d1)"
check_eq "the tree is the saved one after three kexecs" \
	"$(sum_of tmpfs_tree list /mnt/n)" "$(stage_arg sum)"
# Booted anyway with such a mem=, through kexec_load, whose command line
# this kernel cannot read: the next kernel must refuse it all, cleanly.
# The segments go to scratch memory: at the top of memory, where
# kexec-tools puts them, a distribution kernel's image meets the tree,
# and the load is refused (as it must be).
check "the mount is saved again" mount -o remount,preserve,ro /mnt/n
pkram-kexec --kexec-load --in-scratch mem=1G
not_ok "kexec failed"

. /lib/vmtest.sh
. ./tree.sh
check "the distribution kernel reads this kernel's hand-over" \
	pkram-image-info --check /boot/distro
mkdir -p $T $R
check "test kernel: pkram=tree mounts" mount -t tmpfs -o pkram=tree,size=256m none $T
check "test kernel: pkram=ref mounts" mount -t tmpfs -o pkram=ref none $R
check "test kernel: the tree is made" tmpfs_tree make $T 42 64
save_and_kexec "test kernel" distro

. /lib/vmtest.sh
H=/sys/kernel/mm/hugepages/hugepages-1048576kB

check_read_eq "hugepages=2 got two 1 GiB pages on a cold boot" $H/nr_hugepages 2
# Off the scratch memory chosen for the next kernel.
check_gigantic_off_scratch 2
mkdir -p /mnt/t
check "pkram=t mounts" mount -t tmpfs -o pkram=t none /mnt/t
seed=$(( $(od -An -N4 -tu4 /dev/urandom) + 1 ))
check "768 MiB written to the tree" tmpfs_tree mmap-write /mnt/t/data 768 $seed
check "the tree is saved" mount -o remount,preserve,ro /mnt/t
pkram-kexec tree_seed=$seed
not_ok "kexec failed"

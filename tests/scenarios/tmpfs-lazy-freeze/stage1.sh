. /lib/vmtest.sh
mkdir -p /mnt/fz
check "pkram=fz mounts" mount -t tmpfs -o pkram=fz,size=3g none /mnt/fz
check "2 GiB written" tmpfs_tree mmap-write /mnt/fz/big 2048 31
check "the tree is saved" mount -o remount,preserve,ro /mnt/fz
pkram-kexec
not_ok "kexec failed"

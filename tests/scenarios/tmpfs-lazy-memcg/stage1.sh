. /lib/vmtest.sh
mkdir -p /mnt/mc
check "pkram=mc mounts" mount -t tmpfs -o pkram=mc,size=256m none /mnt/mc
check "64 MiB written" tmpfs_tree mmap-write /mnt/mc/big 64 11
check "the tree is saved" mount -o remount,preserve,ro /mnt/mc
pkram-kexec
not_ok "kexec failed"

. /lib/vmtest.sh
mkdir -p /mnt/mc
check "pkram=mc mounts" mount -t tmpfs -o pkram=mc,size=256m none /mnt/mc
check "64 MiB written" tmpfs_tree mmap-write /mnt/mc/big 64 11
check "the tree is saved" mount -o remount,preserve,ro /mnt/mc
mkdir -p /mnt/mh
check "pkram=mh mounts with huge=always" mount -t tmpfs -o pkram=mh,size=256m,huge=always none /mnt/mh
check "64 MiB written in huge pages" tmpfs_tree mmap-write /mnt/mh/big 64 12
check "the tree of huge pages is saved" mount -o remount,preserve,ro /mnt/mh
pkram-kexec
not_ok "kexec failed"

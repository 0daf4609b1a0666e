. /lib/vmtest.sh
mkdir -p /mnt/ve /mnt/vl
check "pkram=ve mounts" mount -t tmpfs -o pkram=ve,huge=never none /mnt/ve
check "pkram=vl mounts" mount -t tmpfs -o pkram=vl,huge=never none /mnt/vl
check "8 MiB written to each" sh -c 'tmpfs_tree mmap-write /mnt/ve/f 8 21 && tmpfs_tree mmap-write /mnt/vl/f 8 22'
check "both trees are saved" sh -c 'mount -o remount,preserve,ro /mnt/ve && mount -o remount,preserve,ro /mnt/vl'
pkram-kexec
not_ok "kexec failed"

. /lib/vmtest.sh
. /scenario/numa.sh
check_eq "numa=off: one node" "$(nr_nodes)" 1
check_eq "nr_cpus=1: one CPU" "$(nproc)" 1

mkdir -p /mnt/n
check "the tree mounts" mount -t tmpfs -o pkram=numa,ro none /mnt/n
check_eq "the tree is the saved one" "$(sum_of tmpfs_tree list /mnt/n)" "$(stage_arg sum)"
memtotal=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
check "all memory is back, the tree's included ($memtotal kB)" test "$memtotal" -ge $((3900 * 1024))
check "the mount is saved again" mount -o remount,preserve,ro /mnt/n
# Preserved pages above 1 GiB: a kernel booted with mem=1G would not see
# them.  Refused when loaded, with nothing sealed.
check_fails "a kernel with mem=1G is refused" pkram-kexec --load-only mem=1G
check_dmesg "with a reason" "pkram: .*mem=1G.*preserved"
check_eq "the tree is still readable" "$(sum_of tmpfs_tree list /mnt/n)" "$(stage_arg sum)"
pkram-kexec numa=on nr_cpus=2
not_ok "kexec failed"

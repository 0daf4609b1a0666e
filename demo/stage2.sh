# make demo, second boot: the new kernel took the tree over in place.
. /lib/vmtest.sh
say() { echo "    \$ $*"; }

from=$(stage_arg demo_from)
now=$(cat /proc/sys/kernel/random/boot_id)
echo
echo "=== boot 2: $(uname -r), boot id $now (kexec'ed from boot $from)"
check "boot 2 is a new boot, not boot 1" test -n "$from" -a "$from" != "$now"
dmesg | grep "pkram:" | grep -v "tmpfs:" | sed 's/^\[[^]]*\] /    /'
echo "=== mounting pkram=demo again"
mkdir -p /mnt/demo
say mount -t tmpfs -o pkram=demo none /mnt/demo
t0=$(uptime_ms)
check "pkram=demo mounts" mount -t tmpfs -o pkram=demo none /mnt/demo
t1=$(uptime_ms)
dmesg | grep "tmpfs: pkram=demo" | sed 's/^\[[^]]*\] /    /'
ls -liR /mnt/demo | sed 's/^/    /'
sums=$(cd /mnt/demo && md5sum guest-memory.img etc/app/app.conf)
check_eq "both files are read and summed" "$(echo "$sums" | grep -cE '^[0-9a-f]{32} ')" 2
echo "$sums" | sed 's/^/    md5 /'
check_eq "the 1 GiB file is the one saved" "$(echo "$sums" | awk 'NR == 1 {print $1}')" \
	"$(stage_arg demo_img)"
check_eq "so is the config file" "$(echo "$sums" | awk 'NR == 2 {print $1}')" \
	"$(stage_arg demo_conf)"
check_eq "its hard link is the same inode, with 2 links" "$(stat -c '%i %h' /mnt/demo/app.conf)" \
	"$(stat -c %i /mnt/demo/etc/app/app.conf) 2"
check_eq "the symlink points where it did" "$(readlink /mnt/demo/config)" "etc/app/app.conf"
check_us=$(kernel_us "nodes handed over") free_us=$(kernel_us "held pages freed")
restore_us=$(kernel_us "pkram=demo: restored")
echo "=== timings (in TCG emulation: slow in absolute terms; see make bench)"
echo "    save, in the kernel:              $(stage_arg save_us) us   (remount,preserve,ro: $(stage_arg save_ms) ms)"
echo "    boot-time reservation:            $((check_us + free_us)) us   (checking the hand-over $check_us us, freeing the rest $free_us us)"
echo "    restore, in the kernel:           $restore_us us   (mount -o pkram=demo: $((t1 - t0)) ms)"
echo "=== demo done"

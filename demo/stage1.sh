# make demo, first boot: a tmpfs tree with a 1 GiB file, kept over kexec
# exactly as the PKRAM RFC's cover letter describes it.
. /lib/vmtest.sh
say() { echo "    \$ $*"; }

echo
echo "=== boot 1: $(uname -r), boot id $(cat /proc/sys/kernel/random/boot_id)"
mkdir -p /mnt/demo
say mount -t tmpfs -o pkram=demo,size=2g none /mnt/demo
check "a tmpfs with pkram=demo is mounted" mount -t tmpfs -o pkram=demo,size=2g none /mnt/demo
echo "=== filling it: a 1 GiB file, a small tree with a hard link and a symlink"
dd if=/dev/urandom of=/mnt/demo/seed bs=1M count=4 2>/dev/null
for i in $(seq 256); do cat /mnt/demo/seed; done > /mnt/demo/guest-memory.img
rm /mnt/demo/seed
mkdir -p /mnt/demo/etc/app && echo "cache_size=1G" > /mnt/demo/etc/app/app.conf
ln /mnt/demo/etc/app/app.conf /mnt/demo/app.conf
ln -s etc/app/app.conf /mnt/demo/config
ls -liR /mnt/demo | sed 's/^/    /'
sums=$(cd /mnt/demo && md5sum guest-memory.img etc/app/app.conf)
check_eq "both files are read and summed" "$(echo "$sums" | grep -cE '^[0-9a-f]{32} ')" 2
echo "$sums" | sed 's/^/    md5 /'
echo "=== saving the tree"
say mount -o remount,preserve,ro /mnt/demo
t0=$(uptime_ms)
check "the tree is saved" mount -o remount,preserve,ro /mnt/demo
t1=$(uptime_ms)
dmesg | grep "tmpfs: pkram=demo" | sed 's/^\[[^]]*\] /    /'
save_us=$(dmesg | sed -n 's/.*tmpfs: pkram=demo: preserved .* in \([0-9]*\) us$/\1/p' | tail -1)
echo "    /sys/kernel/mm/pkram/nodes: $(cat /sys/kernel/mm/pkram/nodes)"
echo "=== kexec into the same kernel with pkram=$(cat /sys/kernel/pkram)"
pkram-kexec demo_from=$(cat /proc/sys/kernel/random/boot_id) \
	demo_img=$(echo "$sums" | awk 'NR == 1 {print $1}') \
	demo_conf=$(echo "$sums" | awk 'NR == 2 {print $1}') save_ms=$((t1 - t0)) save_us=$save_us
not_ok "kexec failed"

# memcached with 2 GiB on a pkram= tree, filled by the client; then the
# update with PKRAM (to the same kernel: both ways boot the same one).
. ./common.sh
boot_done
echo 'none /cache tmpfs pkram=cache,size=2200m,mode=0700,uid=memcache,gid=memcache,nosuid,nodev,noexec 0 0' >> /etc/fstab
systemctl daemon-reload
check "the tree mounts" systemctl start cache.mount
sed -i 's/^-m .*/-m 2048/' /etc/memcached.conf
mkdir -p /etc/systemd/system/memcached.service.d
cp /usr/share/doc/pkram-tools/examples/memcached.service.d/pkram.conf /etc/systemd/system/memcached.service.d/
systemctl daemon-reload
check "memcached restarts with 2 GiB on the tree" systemctl restart memcached.service
check "memcached maps its memory file" waitfor 30 test -f /cache/memory_file
t0=$(uptime_ms)
check_eq "the client fills memcached" "$(memc.py fill $KEYS $SIZE)" $KEYS
echo "bench: client_fill_ms $(( $(uptime_ms) - t0 ))"
check_eq "memcached holds every key (none evicted)" "$(memc.py stat curr_items)" $KEYS
echo "bench: cache_bytes $(memc.py stat bytes)"
check "pkram-update schedules the update" \
	pkram-update --schedule --initrd "/boot/initrd.img-$OLD" "/boot/vmlinuz-$OLD"
echo "vmtest: mark pkram.kexec"
next_boot systemctl kexec

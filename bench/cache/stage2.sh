# With PKRAM: the cache back.  Then the peer's set-up: the same memory
# file on a plain tmpfs, saved to the ext4 disk at shutdown and copied
# back at boot by a unit ordered around memcached.
. ./common.sh
check "memcached serves every key again" warm_mark pkram.warm
boot_done
report_boot pkram
verify pkram

systemctl stop memcached.service
mkdir -p /var/lib/memcached-disk
cp /cache/memory_file /cache/memory_file.meta /var/lib/memcached-disk/
umount /cache
sed -i 's/pkram=cache,//' /etc/fstab
systemctl daemon-reload
check "the tree is a plain tmpfs now" systemctl start cache.mount
check_eq "not a pkram= mount" "$(grep -c ' /cache tmpfs .*pkram=' /proc/mounts)" 0
cat > /etc/systemd/system/memcached-disk.service <<'END'
# The peer without PKRAM: memcached's memory file kept on the ext4 disk
# across the reboot.  Started before memcached, stopped after it (which
# has saved the file by then).
[Unit]
Description=memcached's memory file saved to disk across reboots
Before=memcached.service
RequiresMountsFor=/cache /var/lib/memcached-disk
[Service]
Type=oneshot
RemainAfterExit=yes
ExecStart=/bin/sh -c 'if [ -f /var/lib/memcached-disk/memory_file.meta ]; then cp /var/lib/memcached-disk/memory_file /var/lib/memcached-disk/memory_file.meta /cache/ && chown memcache:memcache /cache/memory_file /cache/memory_file.meta; fi'
ExecStop=/bin/sh -c 'cp /cache/memory_file /cache/memory_file.meta /var/lib/memcached-disk/ && sync'
TimeoutSec=30min
[Install]
WantedBy=multi-user.target
END
systemctl daemon-reload
check "the disk copy comes back at start" systemctl enable -q --now memcached-disk.service
check "memcached starts from it" systemctl start memcached.service
check "and serves every key" warm_mark peer.setup
check "the kernel loads (no PKRAM tree)" \
	kexec -s -l "/boot/vmlinuz-$OLD" --initrd="/boot/initrd.img-$OLD" --reuse-cmdline
echo "vmtest: mark disk.kexec"
next_boot systemctl kexec

# Cold boot of the packaged kernel: the trees from /etc/fstab, the VM
# service and memcached on them, the second kernel installed and the
# update scheduled; then systemctl kexec.
. ./common.sh
boot_done
check_eq "the packaged kernel runs" "$(uname -r)" "$OLD"
check_eq "systemd is PID 1" "$(cat /proc/1/comm)" systemd
check "the package enabled and started pkram-update.service" systemctl is-active -q pkram-update.service

cat >> /etc/fstab <<'END'
none /vms tmpfs pkram=vms,size=512m,mode=0700,nosuid,nodev 0 0
none /cache tmpfs pkram=cache,size=256m,mode=0700,uid=memcache,gid=memcache,nosuid,nodev,noexec 0 0
END
systemctl daemon-reload
check "the trees mount from /etc/fstab" systemctl start vms.mount cache.mount
check_eq "both are pkram= mounts" "$(grep -c ' tmpfs .*pkram=' /proc/mounts)" 2
# Data beside what the services write: a tree the next kernel must give
# back whole (a subdirectory, a hard link, a symlink, modes, owners).
mkdir -p /vms/images/old
head -c 24M /dev/urandom > /vms/images/disk0
ln /vms/images/disk0 /vms/images/old/disk0.link
ln -s ../disk0 /vms/images/old/disk0.sym
echo "guest1 settings" > /vms/guest1.notes
chmod 0640 /vms/guest1.notes
head -c 1M /dev/urandom > /cache/warmup.dat
chown memcache:memcache /cache/warmup.dat

# The VM service, from the package's example unit; the guest's kernel and
# initramfs on the root disk, where the next boot finds them.
install -d /var/lib/pkram-vm /etc/pkram-vm
cp /test/vmguest/bzImage /test/vmguest/initramfs.cpio.gz /var/lib/pkram-vm/
cp /usr/share/doc/pkram-tools/examples/pkram-vm@.service /etc/systemd/system/
cat > /etc/pkram-vm/guest1.conf <<END
MEMORY=128M
QEMU_ARGS=(
	-machine pc -accel tcg -cpu qemu64 -smp 1 -display none -no-user-config
	-chardev file,id=con,path=$VMLOG,append=on -serial chardev:con
	-kernel /var/lib/pkram-vm/bzImage -initrd /var/lib/pkram-vm/initramfs.cpio.gz
)
END
systemctl daemon-reload
check "the VM service starts" systemctl enable --now pkram-vm@guest1.service
check "the VM's RAM is a file on the pkram= tree" test -f /vms/guest1.ram
check "the VM boots and checks its memory" vm_passes 2

# memcached, with the package's example drop-in: its cache in a file on
# the /cache tree.
mkdir -p /etc/systemd/system/memcached.service.d
cp /usr/share/doc/pkram-tools/examples/memcached.service.d/pkram.conf \
	/etc/systemd/system/memcached.service.d/
systemctl daemon-reload
check "memcached restarts with its drop-in" systemctl restart memcached.service
check "memcached keeps its cache on the tree" waitfor 30 test -f /cache/memory_file
check_eq "a client stores $KEYS keys" "$(memc.py fill $KEYS)" $KEYS
check_eq "memcached holds them all" "$(memc.py check $KEYS)" $KEYS
keep_state

# The update: a second kernel, installed as a package.
check "the second kernel's package installs" dpkg -i /test/debs/linux-image-"$NEW"_*.deb
check "initramfs-tools made its initrd" test -s "/boot/initrd.img-$NEW"
check "pkram-update schedules the update" \
	pkram-update --schedule --initrd "/boot/initrd.img-$NEW" "/boot/vmlinuz-$NEW"
next_boot systemctl kexec

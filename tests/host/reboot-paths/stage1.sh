# Two trees from /etc/fstab, the second kernel installed.  Then a firmware
# reboot (LOAD_KEXEC=false) with an update scheduled and a reboot marker
# left from an earlier, cancelled reboot.  systemctl reboot: reboot(8)
# with a kernel loaded is a kexec under systemd 252 (and keeps the trees,
# the schedule run as for systemctl kexec).
. ./common.sh
boot_done
check "the second kernel installs" dpkg -i /test/debs/linux-image-"$NEW"_*.deb
printf '%s\n' 'none /vms tmpfs pkram=vms,size=64m 0 0' 'none /cache tmpfs pkram=cache,size=64m 0 0' >> /etc/fstab
systemctl daemon-reload
check "the trees mount" systemctl start vms.mount cache.mount
echo data > /vms/f
kexec_conf false
: > /run/pkram-update.reboot
check "the update is scheduled" schedule
next_boot systemctl reboot

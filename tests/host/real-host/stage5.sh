# After a kexec whose VM service timed out: killed, not saved; the trees
# kept all the same.  Then the unit not enabled, and Debian's own kernel
# (without PKRAM) installed as the new default.
. ./common.sh
boot_done
check_eq "the first kernel runs" "$(uname -r)" "$OLD"
shutdown_journal "systemctl kexec"
check "systemd killed the VM that did not stop in time" \
	in_order "$J" 'pkram-vm@guest1\.service: Stopping timed out' \
	'pkram-update: preserved /vms$'
check "both trees were preserved after it" \
	in_order "$J" '^Stopped memcached\.service' 'pkram-update: preserved /(vms|cache)$' 'pkram-update: preserved /(vms|cache)$'
check_eq "the cache tree compares equal" "$(tree_sums /cache)" "$(kept sums_cache)"
check_eq "the VM tree compares equal" "$(tree_sums /vms)" "$(kept sums_vms)"
check_cache_warm
check "the VM service runs" systemctl is-active -q pkram-vm@guest1.service
check "its VM checks its memory" vm_passes 1
check_sh "with no state saved, it booted afresh" '[ "$(vm_line boot)" != "$(kept vm_boot)" ]'
rm -f /etc/systemd/system/pkram-vm@guest1.service.d/hang.conf
systemctl daemon-reload

# The unit not enabled: --schedule refuses, says how, changes nothing.
systemctl disable -q --now pkram-update.service
rc=0
out=$(pkram-update --schedule --initrd "/boot/initrd.img-$NEW" "/boot/vmlinuz-$NEW" 2>&1) || rc=$?
echo "$out" | sed 's/^/# /'
check_eq "--schedule refuses without the unit active" "$rc" 1
check_sh "and says how to enable it" 'echo "$out" | grep -q "systemctl enable --now pkram-update.service"'
check_eq "no kernel is left loaded" "$(cat /sys/kernel/kexec_loaded)" 0
check "the unit is enabled again" systemctl enable -q --now pkram-update.service

# Debian's kernel, without PKRAM, installed as the new default (/vmlinuz).
# Its initrd with only the modules this machine needs, as a host's
# administrator may ask: all of them take many minutes under TCG.
echo MODULES=dep > /etc/initramfs-tools/conf.d/modules-dep
check "Debian's kernel package installs" dpkg -i /test/debs/debian/linux-image-*.deb
dk=$(readlink -f /vmlinuz)
echo "# /vmlinuz is $dk"
check_sh "it is the new default" 'case $(readlink -f /vmlinuz) in /boot/vmlinuz-*-amd64) ;; *) false ;; esac'
rc=0
out=$(pkram-update --schedule --initrd /initrd.img /vmlinuz 2>&1) || rc=$?
echo "$out" | sed 's/^/# /'
check_eq "--schedule refuses a kernel that cannot take the hand-over" "$rc" 1
check_eq "and leaves nothing loaded" "$(cat /sys/kernel/kexec_loaded)" 0
# A reboot with LOAD_KEXEC=true and Debian's defaults (/vmlinuz).
printf 'LOAD_KEXEC=true\nPKRAM_REBOOT=kexec\nKERNEL_IMAGE="/vmlinuz"\nINITRD="/initrd.img"\nAPPEND=""\nUSE_GRUB_CONFIG=false\n' \
	> /etc/default/kexec
keep boot5 "$(cat /proc/sys/kernel/random/boot_id)"
next_boot reboot

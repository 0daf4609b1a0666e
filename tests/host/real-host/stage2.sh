# After systemctl kexec into the second kernel: the order of the shutdown
# in the last boot's journal; the trees, the VM and memcached's cache back.
. ./common.sh
boot_done
check_eq "the second kernel runs" "$(uname -r)" "$NEW"
check_dmesg "it took the hand-over" 'pkram: .*nodes handed over'
shutdown_journal "systemctl kexec"
check "the VM service stopped before the trees were preserved" \
	in_order "$J" '^Stopped pkram-vm@guest1\.service' 'pkram-update: preserved /(vms|cache)$'
check "memcached stopped before the trees were preserved" \
	in_order "$J" '^Stopped memcached\.service' 'pkram-update: preserved /(vms|cache)$'
check "both trees were preserved, then the kexec" \
	in_order "$J" 'pkram-update: preserved /(vms|cache)$' 'pkram-update: preserved /(vms|cache)$' \
	'Reboot via kexec'
check_eq "no tree was left unkept" "$(grep -c 'not kept' "$J")" 0

check_eq "both trees are back from /etc/fstab" "$(grep -c ' tmpfs .*pkram=' /proc/mounts)" 2
check_eq "the VM tree compares equal" "$(tree_sums /vms)" "$(kept sums_vms)"
check_eq "the cache tree compares equal" "$(tree_sums /cache)" "$(kept sums_cache)"
check_vm_resumed
check_cache_warm

# What Debian users do: kexec-tools' LOAD_KEXEC=true, and a plain reboot,
# here back to the first kernel.  With pkram-tools' PKRAM_REBOOT=kexec it
# keeps the trees.
cat > /etc/default/kexec <<END
LOAD_KEXEC=true
PKRAM_REBOOT=kexec
KERNEL_IMAGE="/boot/vmlinuz-$OLD"
INITRD="/boot/initrd.img-$OLD"
APPEND=""
USE_GRUB_CONFIG=false
END
keep_state
next_boot reboot

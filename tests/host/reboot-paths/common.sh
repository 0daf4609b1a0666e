# Shared by the stages of reboot-paths: ". ./common.sh".
. /test/lib/lib.sh
OLD=$(ls /test/debs | sed -n 's/^linux-image-\(.*-pkram\)_.*\.deb$/\1/p')
NEW=$(ls /test/debs | sed -n 's/^linux-image-\(.*-pkram-alt\)_.*\.deb$/\1/p')
J=/tmp/shutdown.journal

# shutdown_journal HOW: the last boot's journal from next_boot HOW on, in
# $J; its pkram lines as comments.
shutdown_journal() {
	journalctl -b -1 -o cat --no-pager | sed -n "/^next boot by $1\$/,\$p" > "$J"
	grep -E 'pkram(-update|-reboot)?: ' "$J" | sed 's/^/# journal -b -1: /'
}

# check_firmware_boot: this boot came through the firmware (the first
# kernel, no hand-over, not even an empty one).
check_firmware_boot() {
	check_eq "the firmware booted the first kernel" "$(uname -r)" "$OLD"
	check_no_dmesg "with no hand-over" 'pkram: .*(nodes handed over|nothing was preserved)'
}

# kexec_conf LOAD_KEXEC [PKRAM_REBOOT]: /etc/default/kexec for the second kernel.
kexec_conf() {
	printf 'LOAD_KEXEC=%s\nKERNEL_IMAGE="/boot/vmlinuz-%s"\nINITRD="/boot/initrd.img-%s"\nAPPEND=""\nUSE_GRUB_CONFIG=false\n%s' \
		"$1" "$NEW" "$NEW" "${2:+PKRAM_REBOOT=$2
}" > /etc/default/kexec
}

schedule() {
	pkram-update --schedule --initrd "/boot/initrd.img-$NEW" "/boot/vmlinuz-$NEW" >/dev/null
}

# boot_e820: the E820 map this kernel was booted with, from its
# boot_params (e820_entries at 0x1e8, the 20-byte entries at 0x2d0), an
# entry per line in hex: address, size, type, little-endian.
boot_e820() {
	local bp=/sys/kernel/boot_params/data n
	n=$(od -An -tu1 -j $((0x1e8)) -N1 $bp | tr -d ' ')
	od -An -v -tx1 -j $((0x2d0)) -N $((n * 20)) $bp | tr -d ' \n' | fold -w40
	echo
}
# reserved_kern: how many entries of it are E820_TYPE_RESERVED_KERN (128).
reserved_kern() { boot_e820 | grep -c '^.\{32\}80000000$'; }

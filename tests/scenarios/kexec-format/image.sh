# u FILE BYTES OFFSET: the little-endian unsigned integer at OFFSET.
u() { od -A n -t "u$2" -j "$3" -N "$2" "$1" | tr -d ' '; }
# pkrm_offset BZIMAGE: where the PKRAM record of its kernel_info is.
pkrm_offset() {
	info=$(( ($(u "$1" 1 497) + 1) * 512 + $(u "$1" 4 616) ))
	off=$(( info + $(u "$1" 4 $((info + 4))) ))
	while [ "$(u "$1" 4 $off)" != 1297238864 ]; do	# "PKRM"
		off=$(( off + $(u "$1" 4 $((off + 4))) ))
	done
	echo $off
}
# patch FILE OFFSET BYTES: write BYTES (printf escapes) at OFFSET.
patch() { printf "$3" | dd of="$1" bs=1 seek="$2" conv=notrunc 2>/dev/null; }

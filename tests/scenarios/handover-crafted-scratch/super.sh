# craft_super START END CRASH_START CRASH_END: print, as printf escapes,
# the first 184 bytes of a PKRAM superblock (format 1) listing
# PKRAM_SCRATCH_MAX (8) copies of the scratch range [START, END) and the
# crashkernel region [CRASH_START, CRASH_END), with the crc32c of the
# page (the rest zeros) in its header, as the kernel computes it.
craft_super() {
	awk -v s="$1" -v e="$2" -v cs="$3" -v ce="$4" '
	function put(off, v, n,    i) {
		for (i = 0; i < n; i++) { b[off + i] = v % 256; v = int(v / 256) }
	}
	BEGIN {
		for (i = 0; i < 184; i++) b[i] = 0
		put(0, 1112755024, 4)		# PKRAM_MAGIC_SUPER, "PKSB"
		put(4, 1, 2)			# PKRAM_FORMAT_VERSION
		put(32, 8, 4)			# nr_scratch
		for (i = 0; i < 8; i++) { put(40 + 16 * i, s, 8); put(48 + 16 * i, e, 8) }
		put(168, cs, 8); put(176, ce, 8)
		for (i = 0; i < 256; i++) {
			c = i
			for (k = 0; k < 8; k++)
				c = and(c, 1) ? xor(rshift(c, 1), 2197175160) : rshift(c, 1)
			T[i] = c
		}
		crc = 4294967295
		for (i = 0; i < 4096; i++)
			crc = xor(T[and(xor(crc, i < 184 ? b[i] : 0), 255)], rshift(crc, 8))
		put(8, xor(crc, 4294967295), 4)
		for (i = 0; i < 184; i++) printf "\\%03o", b[i]
	}'
}

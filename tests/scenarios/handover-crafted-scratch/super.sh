# craft_super START END CRASH_START CRASH_END [NR]: print, as printf
# escapes, the first 184 bytes of a PKRAM superblock (format 1) listing
# NR (default PKRAM_SCRATCH_MAX, 8) copies of the scratch range [START, END) and the
# crashkernel region [CRASH_START, CRASH_END), a first node at pfn 1 (a
# superblock with no node preserves nothing: its list is not looked at),
# with the crc32c of the
# page (the rest zeros) in its header, as the kernel computes it.
craft_super() {
	awk -v s="$1" -v e="$2" -v cs="$3" -v ce="$4" -v nr="${5:-8}" '
	function put(off, v, n,    i) {
		for (i = 0; i < n; i++) { b[off + i] = v % 256; v = int(v / 256) }
	}
	BEGIN {
		for (i = 0; i < 184; i++) b[i] = 0
		put(0, 1112755024, 4)		# PKRAM_MAGIC_SUPER, "PKSB"
		put(4, 1, 2)			# PKRAM_FORMAT_VERSION
		put(24, 1, 8)			# node_pfn: not empty, else not looked at
		put(32, nr, 4)			# nr_scratch
		for (i = 0; i < nr; i++) { put(40 + 16 * i, s, 8); put(48 + 16 * i, e, 8) }
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

# page_pfn FILE: the pfn of FILE's first page, faulted in through a
# process that maps it (tmpfs_tree mmap-hold); empty if not present.
page_pfn() {
	tmpfs_tree mmap-hold "$1" 1 > /tmp/hold &
	_holder=$!
	_i=0
	while [ ! -s /tmp/hold ] && [ $_i -lt 100 ]; do sleep 0.1; _i=$((_i + 1)); done
	_addr=$(cat /tmp/hold)
	dd if=/proc/$_holder/mem bs=4096 skip=$((_addr / 4096)) count=1 of=/tmp/page 2>/dev/null
	_entry=$(dd if=/proc/$_holder/pagemap bs=8 skip=$((_addr / 4096)) count=1 2>/dev/null |
		od -An -tx8 | tr -d ' ')
	kill $_holder
	rm -f /tmp/hold
	echo "# pagemap entry $_entry" >&2
	[ $(((0x$_entry >> 63) & 1)) = 1 ] && echo $((0x$_entry & 0x7fffffffffffff))
}

# outside_scratch PFN: whether page PFN lies outside this kernel's scratch
# memory.  A page in scratch is saved as a copy, and the next kernel
# takes that memory for itself: the pfn a test passes must be outside.
outside_scratch() {
	scratch_ranges | {
		while read -r _lo _hi; do
			[ $(($1 * 4096)) -ge $((_lo)) ] && [ $(($1 * 4096)) -le $((_hi)) ] && exit 1
		done
		exit 0
	}
}

# crafted_page FILE CRAFT_ARGS...: write the superblock craft_super
# CRAFT_ARGS makes to FILE, again to FILE.1, FILE.2, ... until one page
# lies outside scratch memory; print "PFN NAME" of that one.  After a
# hand-over the free lists can give scratch memory for many pages in a
# row (sixteen tries once all fell there): after four, a ballast file in
# /tmp as big as scratch memory takes what it has left.
crafted_page() {
	_f=$1
	shift
	for _n in "" .1 .2 .3 .4 .5 .6 .7 .8 .9 .10 .11 .12 .13 .14 .15; do
		printf "$(craft_super "$@")" > "$_f$_n"
		_pfn=$(page_pfn "$_f$_n")
		if [ -n "$_pfn" ] && outside_scratch "$_pfn"; then
			rm -f /tmp/ballast
			echo "$_pfn $_f$_n"
			return 0
		fi
		echo "# $_f$_n: page $_pfn in scratch memory, again" >&2
		if [ "$_n" = .3 ]; then
			head -c "$(( $(scratch_kb) * 1024 ))" /dev/zero > /tmp/ballast
			echo "# a ballast of $(scratch_kb) kB in /tmp" >&2
		fi
	done
	return 1
}

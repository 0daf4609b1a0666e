# Helpers of the numa scenario.

# node_span N: the span of node N as "START END" (hex, END inclusive),
# from the page allocator's "Initmem setup node" line.
node_span() {
	dmesg | sed -n "s/.*Initmem setup node $1 \[mem \(0x[0-9a-f]*\)-\(0x[0-9a-f]*\)\].*/\1 \2/p" |
		tail -1
}

# scratch_kb_on N: kB of scratch memory this kernel logged within node N.
scratch_kb_on() {
	set -- $(node_span "$1")
	[ $# = 2 ] || { echo 0; return; }
	scratch_ranges | while read -r s e; do
		[ $((s)) -ge $(($1)) ] && [ $((e)) -le $(($2)) ] &&
			echo $(( (e + 1 - s) / 1024 ))
	done | awk '{ t += $1 } END { print t + 0 }'
}

# shmem_kb_on N: kB of shmem pages on node N.
shmem_kb_on() {
	echo 1 >/proc/sys/vm/stat_refresh
	awk '$3 == "Shmem:" { print $4 }' /sys/devices/system/node/node"$1"/meminfo
}

nr_nodes() { ls -d /sys/devices/system/node/node[0-9]* | wc -l; }

# near A B: A and B differ by at most 1 % of B (and 1 MiB).
near() { [ $(( $1 > $2 ? $1 - $2 : $2 - $1 )) -le $(( $2 / 100 + 1024 )) ]; }

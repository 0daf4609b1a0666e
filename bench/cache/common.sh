# Shared by the stages of bench/cache: ". ./common.sh".
. /test/lib/lib.sh
export PATH=/test/lib:$PATH
OLD=$(uname -r)
SIZE=16000		# bytes a value
KEYS=120000		# about 1.9 GB of values in memcached's 2 GiB (-m 2048)

# warm_mark NAME: as soon as memcached answers with every key, the host's
# clock of it ("vmtest: mark NAME"), and how long this boot waited.
warm_mark() {
	local t0 i=0
	t0=$(uptime_ms)
	until [ "$(memc.py stat curr_items 2>/dev/null)" = "$KEYS" ]; do
		[ $i -lt 6000 ] || return 1
		sleep 0.1
		i=$((i + 1))
	done
	echo "vmtest: mark $1"
	echo "bench: $1.waited_in_boot_ms $(( $(uptime_ms) - t0 ))"
}

# verify NAME: every key read back and checked, timed.
verify() {
	local t0 got
	t0=$(uptime_ms)
	got=$(memc.py check $KEYS $SIZE)
	echo "bench: $1.verify_ms $(( $(uptime_ms) - t0 ))"
	check_eq "$1: memcached returns all $KEYS keys intact" "$got" $KEYS
}

# report_boot WAY: where the update's time went, as "bench:" figures: the
# last boot's shutdown (from the stage's request to journald's stop, by
# the journal's clock), this boot's kernel, initrd and user space to the
# boot's end (systemd-analyze), and PKRAM's own parts (the kernel's log).
report_boot() {
	local sd t
	sd=$(journalctl -b -1 -o short-unix --no-pager |
		awk '/next boot by/ { s = $1 } { e = $1 } END { if (s) printf "%d", (e - s) * 1000 }')
	echo "bench: $1.shutdown_ms ${sd:-0}"
	t=$(systemd-analyze time 2>/dev/null | head -1)
	echo "# $t"
	for part in kernel initrd userspace; do
		echo "bench: $1.${part}_ms $(printf '%s\n' "$t" | awk -v p="($part)" '
			{ for (i = 1; i <= NF; i++) if ($i == p) { v = $(i - 1); j = i - 2
				while (j > 0 && $j !~ /^[=+(]/ && $j !~ /\)$/) { v = $j " " v; j-- } } }
			END { ms = 0; n = split(v, w, " ")
				for (k = 1; k <= n; k++) {
					x = w[k]
					if (x ~ /min$/) ms += x * 60000
					else if (x ~ /ms$/) ms += x + 0
					else if (x ~ /s$/) ms += x * 1000
				}
				printf "%d", ms }')"
	done
	echo "bench: $1.pkram_check_us $(kernel_us 'nodes handed over')"
	echo "bench: $1.pkram_free_us $(kernel_us 'held pages freed')"
	echo "bench: $1.pkram_mount_us $(kernel_us 'pkram=cache: restored')"
	echo "bench: $1.pkram_preserve_us $(journalctl -b -1 -k -o cat --no-pager |
		sed -n 's/.*pkram=cache: preserved .* in \([0-9]*\) us$/\1/p' | tail -1)"
}

# make bench-scale: the boot by memory size and CPUs, with and without a
# hand-over (scripts/bench-scale runs it at each size).  One guest of 4
# vCPUs; its boots, by stage: a cold boot (QEMU's), then three rounds of
# three kexec boots with nothing preserved on 1, 2 and 4 CPUs (nr_cpus=)
# and three that take a hand-over of most of memory on 1, 2 and 4 CPUs
# (the set is made before the first, dropped after the last), then one
# more on 4 CPUs that restores the trees eagerly.  Each prints what its
# kernel's clock says of its boot as "scale: KIND CPUS KEY VALUE" lines.
. /lib/vmtest.sh
n=${VMTEST_STAGE:-1}
ROUNDS=3
PLAN="cold:4 $(for r in $(seq $ROUNDS); do
	echo bare:1 bare:2 bare:4 handover:1 handover:2 handover:4; done) eager:4"
this=$(echo $PLAN | cut -d' ' -f"$n")
kind=${this%%:*} cpus=${this##*:}
next=$(echo $PLAN | cut -d' ' -f$((n + 1)))

emit() { echo "scale: $kind $cpus $1 $2"; }

# The kernel's clock at the first log line matching $1, in us.
ts_us() {
	dmesg | awk -v re="$1" '$0 ~ re {
		sub(/^\[ */, ""); split($0, a, "]"); printf "%d\n", a[1] * 1000000; exit }'
}
# The sum of the "NUMBER" after $1 over the log lines matching it.
sum_of_log() {
	dmesg | sed -n "s/.*$1\([0-9]*\).*/\1/p" | awk '{ t += $1 } END { print t + 0 }'
}

# emit_pos KEY VALUE: only a figure the kernel's clock gave (some TCG
# boots log their first second at 0.000000).
emit_pos() { [ "${2:-0}" -gt 0 ] && emit "$1" "$2"; return 0; }

report() {
	local memmap t
	emit cpus_online "$(grep -c ^processor /proc/cpuinfo)"
	emit mem_kb "$(meminfo MemTotal)"
	# memmap_init() runs from the last "Initmem setup node" line to the
	# first line after it that is not its own ("On node N, zone Z: ...
	# unavailable ranges").
	memmap=$(dmesg | awk '
		function us(l) { sub(/^\[ */, "", l); split(l, a, "]"); return a[1] * 1000000 }
		/Initmem setup node/ { from = us($0); next }
		from && !/On node [0-9]+, zone/ { printf "%d\n", us($0) - from; exit }')
	t=$(ts_us 'Initmem setup node')
	[ "${t:-0}" -gt 0 ] && emit_pos memmap_us "$memmap"
	# mem_init(): memblock_free_all() and PKRAM's release of held memory.
	t=$(ts_us "mem auto-init:")
	[ "${t:-0}" -gt 0 ] &&
		emit_pos mem_init_us $(( $(ts_us "Memory: [0-9]+K/") - $(ts_us "mem auto-init:") ))
	emit deferred_ms "$(sum_of_log 'deferred pages initialised in ')"
	emit held_deferred_ms "$(sum_of_log 'held pages set up, [0-9]* of them freed, in ')"
	emit_pos check_us "$(kernel_us 'nodes handed over')"
	emit_pos free_us "$(kernel_us 'held pages freed')"
	emit init_us "$(ts_us 'Run /init as init process')"
}

# The preserved set: P = MemTotal less max(1 GiB, a quarter), a quarter of
# it as a tree of 64 MiB files of 4 KiB pages, the rest as one VM's RAM
# file of transparent huge pages.
make_set() {
	local total p files vm i
	total=$(( $(meminfo MemTotal) / 1024 ))
	p=$(( total - (total / 4 > 1024 ? total / 4 : 1024) ))
	files=$(( p / 4 / 64 )) vm=$(( p - p / 4 / 64 * 64 ))
	mkdir -p /mnt/files /mnt/vm
	check "pkram=files mounts" mount -t tmpfs -o pkram=files,size=100%,huge=never none /mnt/files
	check "pkram=vm mounts" mount -t tmpfs -o pkram=vm,size=100%,huge=always none /mnt/vm
	mkdir -p /mnt/files/d
	i=0
	while [ $i -lt $files ]; do
		: > /mnt/files/d/f$i
		tmpfs_tree falloc /mnt/files/d/f$i 0 $((64 << 20)) || break
		i=$((i + 1))
	done
	check "$files files of 64 MiB" test $i = $files
	: > /mnt/vm/ram
	check "a VM RAM file of $vm MiB" tmpfs_tree falloc /mnt/vm/ram 0 $((vm << 20))
	# What was preserved, by the kernel's count: most of memory.
	check "the set is $((files * 64 + vm)) MiB in memory" \
		test $(( ($(meminfo Shmem) >> 10) )) -ge $((files * 64 + vm))
	emit preserved_mib $((files * 64 + vm))
}

save_set() {
	check "pkram=files saved" mount -o remount,preserve,ro /mnt/files
	check "pkram=vm saved" mount -o remount,preserve,ro /mnt/vm
	emit save_us $(( $(kernel_us 'pkram=files: preserved') + $(kernel_us 'pkram=vm: preserved') ))
}

# Mount what the boot before saved; restore= as $1.
restore_set() {
	local opt=
	[ "$1" = eager ] && opt=,restore=eager
	mkdir -p /mnt/files /mnt/vm
	check "pkram=files restored" mount -t tmpfs -o pkram=files$opt none /mnt/files
	check "pkram=vm restored" mount -t tmpfs -o pkram=vm$opt none /mnt/vm
	emit mount_us $(( $(kernel_us 'pkram=files: restored') + $(kernel_us 'pkram=vm: restored') ))
	# The runs of page frames the mount followed (a lazy mount's cost).
	emit runs $(( $(dmesg | sed -n 's/.*pkram=files: restored .* in \([0-9]*\) runs.*/\1/p' | tail -1) +
		      $(dmesg | sed -n 's/.*pkram=vm: restored .* in \([0-9]*\) runs.*/\1/p' | tail -1) ))
}

report
case $kind in
bare) check_no_dmesg "bare: the boot took no hand-over" "nodes handed over" ;;
handover|eager)
	check_dmesg "$kind: the hand-over of most of memory was taken" \
		"pkram: 2 nodes handed over, [0-9]{6,} pages preserved"
	restore_set $kind
	if [ $kind = handover ] && [ $cpus = 4 ]; then
		# The background drain of the lazy restore, to its end.
		for i in $(seq 600); do
			dmesg | grep -q 'pkram=vm: background restore done' && break
			sleep 1
		done
		emit drain_us $(( $(kernel_us 'pkram=files: background restore done') +
				  $(kernel_us 'pkram=vm: background restore done') ))
	fi
	;;
esac
[ -n "$next" ] || exit 0
case $next in
handover:1) make_set; save_set ;;
handover:*|eager:*) save_set ;;
bare:1)
	# The next round's boots without a hand-over: the set goes.
	if [ $kind = handover ]; then
		check "the set is dropped" umount /mnt/files /mnt/vm
		check_eq "nothing is preserved" "$(pkram_nodes)" ""
	fi ;;
esac
pkram-kexec nr_cpus="${next##*:}"
not_ok "kexec failed"

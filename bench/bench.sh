# Shared by the stages of make bench.  Each stage finishes the measurement
# the previous boot started (the restore side) and starts the next (the
# save side), then kexecs.  Figures go to the console as
# "bench: NAME VALUE" lines, which scripts/bench collects.
. /lib/vmtest.sh
SIZES="256 1024 2048"		# MiB
REPS=3
# The plan: for each repetition, PKRAM with base pages restored lazily
# (the default), the same restored eagerly (restore=eager), with huge
# pages, eagerly with its optimisations off (pkram_test.batching=0 from the
# save to the restore), eagerly on one CPU (nr_cpus=1), base pages
# restored on demand and preserved again (untouched, then fully
# attached), a hugetlbfs of 2 MiB and one of 1 GiB pages (as a VM's RAM
# is kept; 1 GiB pages at 2048 MiB only, first in a round: their pool is
# made at run time, and the guest has room for two 1 GiB pages then, the
# kernel, memmap and scratch memory in the others), the disk peer and
# the PMEM peer.
WHATS="hugetlb-1g pkram-4k pkram-4k-eager pkram-huge pkram-4k-noopt pkram-4k-1cpu pkram-4k-resave hugetlb-2m disk pmem"
plan() {
	for r in $(seq $REPS); do
		for w in $WHATS; do echo "$w:$r"; done
	done
}
# Kernel parameters of the boot that restores what STEP saved.
boot_args() {
	case ${1%%:*} in
	pkram-4k-noopt) echo pkram_test.batching=0 nr_cpus=2 ;;
	pkram-4k-1cpu) echo pkram_test.batching=1 nr_cpus=1 ;;
	hugetlb-1g) echo pkram_test.batching=1 nr_cpus=2 hugepagesz=1G ;;
	*) echo pkram_test.batching=1 nr_cpus=2 ;;
	esac
}
# The PMEM peer's memory: memmap=SIZE!START in vmtest.args.
PMEM=/dev/pmem0
step() { plan | sed -n "${1}p"; }
emit() { echo "bench: $1 $2"; }
# Microseconds since uptime_ms said T0.
since_us() { echo $(( ($(uptime_ms) - $1) * 1000 )); }
meta() { cat /sys/kernel/debug/pkram_test/meta_pages; }

# save_one MIB TYPE OPTIONS: a file of MIB MiB in a TYPE (tmpfs, hugetlbfs)
# mounted with pkram=benchMIB,OPTIONS on /mnt/pMIB, saved; emit the save's
# time (the kernel's figure) and the metadata it took.
save_one() {
	mkdir -p /mnt/p$1
	check "$what: pkram=bench$1 mounts" mount -t $2 -o pkram=bench$1,$3 none /mnt/p$1
	check "$what: $1 MiB written" tmpfs_tree mmap-write /mnt/p$1/data $1 $1
	m0=$(meta)
	check "$what: $1 MiB saved" mount -o remount,preserve,ro /mnt/p$1
	emit "$what.$1.save_us.$rep" "$(kernel_us "$2: pkram=bench$1: preserved")"
	emit "$what.$1.meta_bytes.$rep" $(( ($(meta) - m0) * 4096 ))
}

# The hugetlb pools, and the sizes a hugetlbfs way measures: pages of
# 1 GiB at 2048 MiB (see WHATS).
HP=/sys/kernel/mm/hugepages/hugepages-
hugetlb_sizes() {
	local s
	for s in $SIZES; do
		[ $1 = hugetlb-1g ] && [ $s -lt 2048 ] && continue
		echo $s
	done
}
hugetlb_kib() { [ $1 = hugetlb-1g ] && echo 1048576 || echo 2048; }

# save_hugetlb: what save does for a hugetlbfs way: the pool made at run
# time (kept out of the other ways' memory), a tree per size filled and
# saved; the warm-up tree in 2 MiB pages, the same code as 1 GiB's.
save_hugetlb() {
	local kib=$(hugetlb_kib $what) pages=0 s
	for s in $(hugetlb_sizes $what); do pages=$((pages + s * 1024 / kib)); done
	# No pool, no tree: a round without figures rather than with wrong ones.
	check "$what: a pool of $pages pages of $kib KiB is made" sh -c "
		echo 1 > ${HP}2048kB/nr_hugepages &&
		echo $((pages + $([ $kib = 2048 ] && echo 1 || echo 0))) > $HP${kib}kB/nr_hugepages &&
		[ \$(cat ${HP}2048kB/nr_hugepages) -ge 1 ] &&
		[ \$(cat $HP${kib}kB/free_hugepages) -ge $pages ]" || return 0
	mkdir -p /mnt/pw
	check "$what: a warm-up tree is saved" sh -c "
		mount -t hugetlbfs -o pkram=benchwarm,pagesize=2M none /mnt/pw &&
		tmpfs_tree mmap-write /mnt/pw/data 2 1 &&
		mount -o remount,preserve,ro /mnt/pw"
	for s in $(hugetlb_sizes $what); do
		save_one $s hugetlbfs pagesize=${kib}K
	done
}

# restore_hugetlb: what restore does for a hugetlbfs way: each tree
# mounted (restored eagerly: the kernel's own figure) and read, then the
# pool given back.
restore_hugetlb() {
	local kib=$(hugetlb_kib $what) s
	mkdir -p /mnt/pw
	check "$what: the warm-up tree is restored and read" sh -c "
		mount -t hugetlbfs -o pkram=benchwarm,pagesize=2M none /mnt/pw &&
		tmpfs_tree mmap-check /mnt/pw/data 2 1 > /dev/null && umount /mnt/pw"
	for s in $(hugetlb_sizes $what); do
		mkdir -p /mnt/p$s
		check "$what: $s MiB restored" \
			mount -t hugetlbfs -o pkram=bench$s,pagesize=${kib}K none /mnt/p$s
		if [ -e /mnt/p$s/data ]; then
			emit "$what.$s.restore_us.$rep" \
				"$(kernel_us "hugetlbfs: pkram=bench$s: restored")"
			timed_read read_us "came back intact"
		else
			not_ok "$what: $s MiB had been saved"
		fi
		umount /mnt/p$s
	done
	check "$what: the pools are given back" sh -c "
		echo 0 > ${HP}2048kB/nr_hugepages && echo 0 > $HP${kib}kB/nr_hugepages &&
		[ \$(cat $HP${kib}kB/nr_hugepages) = 0 ]"
}

# save STEP: fill and save what STEP measures, then kexec.
save() {
	what=${1%%:*} rep=${1##*:}
	# A peer whose disk fails to mount empties its own list, not SIZES.
	local sizes=$SIZES
	case $what in
	pkram-*)
		huge=never; [ $what = pkram-huge ] && huge=always
		[ $what = pkram-4k-noopt ] && echo 0 > /sys/module/pkram_test/parameters/batching
		# A tree of 1 MiB, restored and read first after the kexec, so
		# that no measured mount or read pays for the first use of the
		# code in the boot (under TCG, its translation: the first mount,
		# of 256 MiB, took 2.9-4.8 ms, the next, of 1 GiB, 1.3-1.9 ms).
		mkdir -p /mnt/pw
		check "$what: a warm-up tree is saved" sh -c "
			mount -t tmpfs -o pkram=benchwarm,huge=$huge none /mnt/pw &&
			tmpfs_tree mmap-write /mnt/pw/data 1 1 &&
			mount -o remount,preserve,ro /mnt/pw"
		for s in $SIZES; do
			save_one $s tmpfs size=3g,huge=$huge
		done
		;;
	hugetlb-*) save_hugetlb ;;
	disk|pmem)
		check "$what: $(peer_disk $what) mounts" peer_mount $what || sizes=
		mkdir -p /mnt/src
		check "$what: a tmpfs for the source mounts" mount -t tmpfs -o size=3g none /mnt/src
		for s in $sizes; do
			check "$what: $s MiB written" tmpfs_tree mmap-write /mnt/src/data$s $s $s
			t0=$(uptime_ms)
			if cp /mnt/src/data$s /mnt/$what/ && sync; then
				emit "$what.$s.save_us.$rep" $(since_us $t0)
				ok "$what: $s MiB copied to $(peer_disk $what)"
			else
				not_ok "$what: $s MiB copied to $(peer_disk $what)"
			fi
			rm /mnt/src/data$s
		done
		umount /mnt/$what
		;;
	esac
	pkram-kexec $(boot_args "$1")
	not_ok "kexec failed"
}

# The disk of peer WHAT (disk, pmem) mounted at /mnt/WHAT, or false.
peer_mount() {
	mkdir -p /mnt/$1
	case $1 in
	disk) mount /dev/vdb /mnt/disk ;;
	pmem) pmem_mount ;;
	esac
}
peer_disk() { [ $1 = pmem ] && echo "the PMEM disk" || echo "the disk"; }

# The PMEM disk, with DAX if this kernel can; made on first use.
pmem_mount() {
	local i
	# Its driver may still be probing when the stage starts.
	for i in 1 2 3 4 5 6 7 8 9 10; do
		[ -b $PMEM ] && break
		sleep 1
	done
	[ -b $PMEM ] || return 1
	if ! mount -o dax $PMEM /mnt/pmem 2>/dev/null && ! mount $PMEM /mnt/pmem 2>/dev/null; then
		# The host's mke2fs (vmtest.args: --bin), not busybox's.
		/usr/local/bin/mke2fs -q -t ext4 -b 4096 -E root_owner=0:0 $PMEM || return 1
		mount -o dax $PMEM /mnt/pmem 2>/dev/null || mount $PMEM /mnt/pmem || return 1
	fi
	grep -q "^$PMEM .*dax" /proc/mounts && emit pmem.dax.$rep 1 || emit pmem.dax.$rep 0
}

# timed_read METRIC TEXT: read the $s MiB of /mnt/p$s through a mapping,
# checking every page; emit the time as $what.$s.METRIC.
timed_read() {
	local t0 rc=0
	t0=$(uptime_ms)
	tmpfs_tree mmap-check /mnt/p$s/data $s $s > /dev/null || rc=$?
	emit "$what.$s.$1.$rep" $(since_us $t0)
	check_eq "$what: $s MiB $2" $rc 0
}

# read_twice: read the $s MiB of /mnt/p$s twice, checking every page, a
# 64 MiB chunk of the first read, then one of the second, in turns: emit
# the two reads' times as $what.$s.read_us and reread_us.  Two reads one
# after the other differ by up to a quarter under TCG as the host is busy
# or not; taking turns, both meet the same spells.
read_twice() {
	local out rc=0
	out=$(tmpfs_tree read-twice /mnt/p$s/data $s $s 64) || rc=$?
	emit "$what.$s.read_us.$rep" "$(echo "$out" | sed -n 's/^first_us //p')"
	emit "$what.$s.reread_us.$rep" "$(echo "$out" | sed -n 's/^again_us //p')"
	check_eq "$what: $s MiB came back intact, read twice in turns" $rc 0
}

# resave: preserve /mnt/p$s again, restored on demand and untouched, then
# (the saved copy dropped) read whole, every folio attached; emit both
# saves' times as $what.$s.untouched_us and attached_us; unmount it
# unsaved.  The untouched save keeps the pending folios as they are, the
# other walks the page cache: both save the same pages, in the same boot.
resave() {
	check "$what: $s MiB untouched, preserved again" mount -o remount,preserve,ro /mnt/p$s
	emit "$what.$s.untouched_us.$rep" "$(kernel_us "tmpfs: pkram=bench$s: preserved")"
	check "$what: $s MiB, its saved copy dropped" mount -o remount,rw /mnt/p$s
	timed_read read_us "came back intact"
	check_eq "$what: $s MiB all attached" "$(pkram_pending)" 0
	check "$what: $s MiB attached, preserved again" mount -o remount,preserve,ro /mnt/p$s
	emit "$what.$s.attached_us.$rep" "$(kernel_us "tmpfs: pkram=bench$s: preserved")"
	check "$what: $s MiB, its saved copy dropped again" mount -o remount,rw /mnt/p$s
	umount /mnt/p$s
}

# restore STEP: bring back what the previous boot saved, and measure.
restore() {
	what=${1%%:*} rep=${1##*:}
	local sizes=$SIZES
	emit "$what.boot_to_init_ms.$rep" "$(uptime_ms)"
	emit "$what.cpus.$rep" "$(grep -c ^processor /proc/cpuinfo)"
	# DEFERRED_STRUCT_PAGE_INIT: a boot without a hand-over (the peers')
	# leaves most struct pages to a thread per node, one with a hand-over
	# sets all up before the page allocator starts.
	emit "$what.deferred_init_ms.$rep" "$(dmesg |
		sed -n 's/.*deferred pages initialised in \([0-9]*\)ms.*/\1/p' |
		awk '{ t += $1 } END { print t + 0 }')"
	case $what in
	pkram-*)
		# No figure, rather than 0, when the early clock did not run.
		r=$(reserve_us) && emit "$what.reserve_us.$rep" "$r"
		# The optimisations and the parallel restore are the eager path's.
		how=lazy
		case $what in pkram-4k-eager|pkram-4k-noopt|pkram-4k-1cpu) how=eager ;; esac
		[ $what = pkram-4k-resave ] && how=demand
		mkdir -p /mnt/pw
		check "$what: the warm-up tree is restored ($how) and read" sh -c "
			mount -t tmpfs -o pkram=benchwarm,restore=$how none /mnt/pw &&
			tmpfs_tree mmap-check /mnt/pw/data 1 1 > /dev/null && umount /mnt/pw"
		for s in $SIZES; do
			mkdir -p /mnt/p$s
			check "$what: $s MiB restored ($how)" \
				mount -t tmpfs -o pkram=bench$s,restore=$how none /mnt/p$s
			emit "$what.$s.restore_us.$rep" "$(kernel_us "tmpfs: pkram=bench$s: restored")"
			# Runs of page frames the lazy mount recorded: what it costs.
			[ $how = lazy ] && emit "$what.$s.runs.$rep" "$(dmesg |
				sed -n "s/.*tmpfs: pkram=bench$s: restored .* in \([0-9]*\) runs).*/\1/p" | tail -1)"
			if [ $what = pkram-4k ]; then
				check_sh "walking $s MiB of struct pages" \
					"echo $((s * 256)) > /sys/kernel/debug/pkram_test/walk_pages"
				emit "floor.$s.restore_us.$rep" $(( $(cat /sys/kernel/debug/pkram_test/walk_pages) / 1000 ))
			fi
			[ $what = pkram-4k-resave ] && { resave; continue; }
			case $what in
			pkram-4k|pkram-4k-eager)
				# The first read against a second one in the same
				# boot, for the lazy-vs-eager comparison, whose two
				# ways run in different boots (identical boots read
				# 2 GiB in 3.9-6.0 s under TCG).
				read_twice ;;
			*)	timed_read read_us "came back intact" ;;
			esac
			if [ $how = lazy ]; then
				check "$what: $s MiB attached in the background" pkram_drained 600
				emit "$what.$s.drain_us.$rep" \
					"$(kernel_us "tmpfs: pkram=bench$s: background restore done")"
			fi
			if [ $what = pkram-4k ]; then
				# One in-RAM copy of the same data, in the same guest.
				mkdir -p /mnt/rc
				mount -t tmpfs -o size=3g none /mnt/rc
				t0=$(uptime_ms)
				cp /mnt/p$s/data /mnt/rc/ && emit "ramcopy.$s.restore_us.$rep" $(since_us $t0)
				umount /mnt/rc
			fi
			umount /mnt/p$s
		done
		;;
	hugetlb-*) restore_hugetlb ;;
	disk|pmem)
		check "$what: $(peer_disk $what) mounts" peer_mount $what || sizes=
		mkdir -p /mnt/dst
		check "$what: a tmpfs for the copy mounts" mount -t tmpfs -o size=3g none /mnt/dst
		for s in $sizes; do
			t0=$(uptime_ms)
			rc=0
			cp /mnt/$what/data$s /mnt/dst/ || rc=$?
			emit "$what.$s.restore_us.$rep" $(since_us $t0)
			check_eq "$what: $s MiB copied back" $rc 0
			check "$what: $s MiB came back intact" tmpfs_tree mmap-check /mnt/dst/data$s $s $s
			rm /mnt/dst/data$s /mnt/$what/data$s
		done
		umount /mnt/$what /mnt/dst
		;;
	esac
}

n=${VMTEST_STAGE:-1}
if [ "$n" -gt 1 ]; then restore "$(step $((n - 1)))"; fi
next=$(step "$n")
if [ -n "$next" ]; then save "$next"; fi

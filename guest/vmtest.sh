# Helpers for stage scripts: ". /lib/vmtest.sh".  Results are KTAP-style
# lines that scripts/vmtest counts; numbering runs across one boot.

_VMTEST_N=/tmp/.vmtest-count

_vmtest_next() {
	n=$(($(cat $_VMTEST_N 2>/dev/null || echo 0) + 1))
	echo $n > $_VMTEST_N
	echo $n
}

# ok DESCRIPTION / not_ok DESCRIPTION
ok() { echo "ok $(_vmtest_next) - $*"; }
not_ok() { echo "not ok $(_vmtest_next) - $*"; }

# The assertions.  Each runs what it asserts itself and reports its
# status, so that no result ever depends on a "$?" another command left.
# Each returns 0 when it reported ok, 1 when not ok.
#
# check DESCRIPTION COMMAND [ARG...]: ok when COMMAND exits 0.
check() {
	local desc=$1 rc=0
	shift
	"$@" || rc=$?
	[ $rc = 0 ] && { ok "$desc"; return 0; }
	not_ok "$desc"
	echo "# exit status $rc: $*"
	return 1
}

# check_fails DESCRIPTION COMMAND [ARG...]: ok when COMMAND exits non-zero.
check_fails() {
	local desc=$1 rc=0
	shift
	"$@" || rc=$?
	[ $rc != 0 ] && { ok "$desc"; return 0; }
	not_ok "$desc"
	echo "# succeeded but must fail: $*"
	return 1
}

# check_sh DESCRIPTION 'SHELL TEXT': ok when the text exits 0, run in a
# subshell with pipefail; redirections, pipes, and the stage's functions
# and variables all work.
check_sh() {
	local rc=0
	(set -o pipefail; eval "$2") || rc=$?
	[ $rc = 0 ] && { ok "$1"; return 0; }
	not_ok "$1"
	echo "# exit status $rc: $2"
	return 1
}

# check_dmesg DESCRIPTION REGEX: ok when a line of the kernel log matches
# the extended REGEX.  check_no_dmesg: ok when none does.
check_dmesg() {
	local log rc=0
	log=$(dmesg) || rc=$?
	[ $rc = 0 ] || { not_ok "$1"; echo "# dmesg failed (status $rc)"; return 1; }
	rc=0
	echo "$log" | grep -qE -- "$2" || rc=$?
	[ $rc = 0 ] && { ok "$1"; return 0; }
	not_ok "$1"
	[ $rc = 1 ] && echo "# no kernel log line matches: $2" || echo "# grep failed: $2"
	return 1
}
check_no_dmesg() {
	local log hits rc=0
	log=$(dmesg) || rc=$?
	[ $rc = 0 ] || { not_ok "$1"; echo "# dmesg failed (status $rc)"; return 1; }
	# A log that lost its beginning cannot tell what is not in it.
	echo "$log" | grep -q 'Linux version' || rc=2
	[ $rc = 0 ] && { hits=$(echo "$log" | grep -E -- "$2") || rc=$?; }
	[ $rc = 1 ] && { ok "$1"; return 0; }
	not_ok "$1"
	case $rc in
	0) echo "$hits" | head -5 | sed 's/^/# in the kernel log: /' ;;
	2) echo "# the kernel log lost its start, or the regex is bad: $2" ;;
	*) echo "# grep failed (status $rc): $2" ;;
	esac
	return 1
}

# check_read_eq DESCRIPTION FILE EXPECTED: ok when FILE can be read and
# holds EXPECTED (a file that cannot be read is not "empty").
check_read_eq() {
	local got rc=0
	got=$(cat "$2") || rc=$?
	[ $rc = 0 ] || { not_ok "$1"; echo "# cannot read $2 (status $rc)"; return 1; }
	check_eq "$1" "$got" "$3"
}

# check_eq DESCRIPTION ACTUAL EXPECTED
check_eq() {
	[ "$2" = "$3" ] && { ok "$1"; return 0; }
	not_ok "$1"
	echo "# got:      '$2'"
	echo "# expected: '$3'"
	return 1
}

# sum_of COMMAND [ARG...]: the md5 sum of what COMMAND prints; when it
# fails, a value that equals no other (so that two failed listings never
# compare equal) and the status on stderr.
sum_of() {
	local out rc=0
	out=$("$@") || rc=$?
	if [ $rc != 0 ]; then
		echo "# $* failed with status $rc" >&2
		echo "failed:$(cat /proc/sys/kernel/random/uuid)"
		return 1
	fi
	echo "$out" | md5sum | cut -d' ' -f1
}

# status_of CMD...: CMD's exit status; what it printed goes to /tmp/out and,
# as comments, to the console.
status_of() {
	local r=0
	"$@" > /tmp/out 2>&1 || r=$?
	sed 's/^/# /' /tmp/out >&2
	echo $r
}

# pkram_pending: pages of lazily restored trees not attached yet.
pkram_pending() { cat /sys/kernel/mm/pkram/pending; }

# pkram_drained [SECONDS]: wait (60 s by default) until lazily restored
# trees have every page attached, as pkram_pending says.
pkram_drained() {
	local i=0
	while [ "$(pkram_pending)" != 0 ]; do
		[ $i -lt $((${1:-60} * 10)) ] || return 1
		sleep 0.1
		i=$((i + 1))
	done
}

# in_cgroup DIR CMD...: run CMD as a task of the cgroup at DIR.
in_cgroup() { sh -c 'echo $$ > "$0/cgroup.procs" && exec "$@"' "$@"; }

# Save a value for a later boot: state lives in the kernel command line,
# since nothing else survives a kexec yet.  stage_arg NAME prints the
# value of NAME=... passed on by pkram-kexec.
stage_arg() {
	v=
	for a in $(cat /proc/cmdline); do
		case $a in "$1"=*) v=${a#*=} ;; esac
	done
	echo "$v"
}

# pkram_nodes: the nodes PKRAM lists, sorted on one line; "unreadable" if
# it cannot.
pkram_nodes() {
	local out
	out=$(sort /sys/kernel/mm/pkram/nodes) || { echo unreadable; return; }
	[ -z "$out" ] || echo "$out" | tr '\n' ' '
}

# zone_field ZONE FIELD: FIELD of ZONE in /proc/zoneinfo, summed over nodes
# (and over CPUs, for the "count:" of the per-cpu page lists).  The counters
# lag by what each CPU has not folded in yet: stat_refresh folds it.
zone_field() {
	echo 1 >/proc/sys/vm/stat_refresh
	awk -v z="$1" -v f="$2" '/^Node/ { inzone = ($4 == z) } inzone && $1 == f { t += $2 } END { print t + 0 }' /proc/zoneinfo
}

# unmovable_pageblocks: how many pageblocks of all zones are unmovable.
unmovable_pageblocks() {
	awk '/^Number of blocks type/ { n = 1; next }
	     n && /^Node/ { u += $5 } END { print u + 0 }' /proc/pagetypeinfo
}

# scratch_ranges: the scratch memory ranges this kernel logged, a line
# "START END" each (hex, END inclusive).
scratch_ranges() {
	dmesg | sed -n 's/.*pkram: scratch memory \[mem \(0x[0-9a-f]*\)-\(0x[0-9a-f]*\)\].*/\1 \2/p'
}

# scratch_kb: kB of scratch memory this kernel logged it has (all ranges).
scratch_kb() {
	scratch_ranges | while read -r s e; do echo $(( (e + 1 - s) / 1024 )); done |
		awk '{ t += $1 } END { print t + 0 }'
}

# kpageflags PFN: the flags /proc/kpageflags has for page frame PFN, in
# decimal; nothing past the last page frame.
kpageflags() { dd if=/proc/kpageflags bs=8 skip="$1" count=1 2>/dev/null | od -An -tu8 | tr -d ' '; }

# gigantic_pages: the physical address (hex) of each 1 GiB huge page, from
# /proc/kpageflags at every 1 GiB-aligned page frame: a gigantic page is
# naturally aligned, and its head has bits 15 (KPF_COMPOUND_HEAD) and 17
# (KPF_HUGE) set.
gigantic_pages() {
	local k=0 flags
	while [ $k -lt 64 ]; do
		flags=$(kpageflags $((k * 262144)))
		[ -n "$flags" ] || break
		[ $(( (flags >> 15) & 5 )) = 5 ] && printf '0x%x\n' $((k << 30))
		k=$((k + 1))
	done
}

# meets_ranges ADDR SIZE START END...: [ADDR, ADDR + SIZE) overlaps one of
# the ranges START-END (END inclusive).
meets_ranges() {
	local a=$(($1)) z=$(($1 + $2 - 1))
	shift 2
	while [ $# -ge 2 ]; do
		[ $a -gt $(($2)) ] || [ $z -lt $(($1)) ] || return 0
		shift 2
	done
	return 1
}

# off_scratch ADDR SIZE: [ADDR, ADDR + SIZE) overlaps none of the scratch
# ranges this kernel logged.
# shellcheck disable=SC2046
off_scratch() { ! meets_ranges "$1" "$2" $(scratch_ranges); }

# kpageflag_set PFN BIT: /proc/kpageflags has bit BIT set for page frame
# PFN (3: KPF_UPTODATE, 32: KPF_RESERVED).
kpageflag_set() {
	local flags
	flags=$(kpageflags "$1")
	[ -n "$flags" ] && [ $(( (flags >> $2) & 1 )) = 1 ]
}

# kernel_code: where the kernel's code starts (hex), from /proc/iomem.
kernel_code() { echo "0x$(sed -n 's/^ *\([0-9a-f]*\)-.* : Kernel code$/\1/p' /proc/iomem)"; }

# check_kernel_in_scratch: KASLR put this kernel in one of the scratch
# ranges it logged, where nothing is preserved.
# shellcheck disable=SC2046
check_kernel_in_scratch() {
	check "the kernel ($(kernel_code)) is in scratch memory" \
		meets_ranges "$(kernel_code)" 1 $(scratch_ranges)
}

# frames_kept SCRATCH BEFORE AFTER: how the pages of a file came back
# through a kexec.  BEFORE and AFTER list the page frame of each page of
# the file, in hex, one per line, "-" in a hole (tmpfs_tree pfns), before
# the save and after the restore; SCRATCH the saving kernel's scratch ranges
# (scratch_ranges), where PKRAM saves copies instead of the pages.
# Prints "KEPT MOVED COPIED": pages off scratch memory back in the same
# frame, pages off scratch memory in another frame (or holes filled, or
# pages gone), pages that were in scratch memory; "lost" if AFTER has
# another number of pages.
frames_kept() {
	[ "$(grep -c . "$2")" = "$(grep -c . "$3")" ] || { echo lost; return; }
	awk 'function hex(s,    n, i) {
		s = tolower(s); sub(/^0x/, "", s); n = 0
		for (i = 1; i <= length(s); i++)
			n = n * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
		return n
	}
	FILENAME == ARGV[1] { lo[ns] = int(hex($1) / 4096); hi[ns++] = int(hex($2) / 4096); next }
	FILENAME == ARGV[2] { before[FNR] = $1; next }
	$1 == "-" || before[FNR] == "-" {	# a hole must stay one
		if ($1 != before[FNR])
			moved++
		next
	}
	{
		p = hex(before[FNR]); in_scratch = 0
		for (i = 0; i < ns; i++)
			if (p >= lo[i] && p <= hi[i])
				in_scratch = 1
		if (in_scratch)
			copied++
		else if (hex($1) == p)
			kept++
		else
			moved++
	}
	END { print kept + 0, moved + 0, copied + 0 }' "$1" "$2" "$3"
}

# check_frames_kept WHAT SCRATCH BEFORE AFTER: every page of WHAT that
# was off scratch memory came back in its page frame (frames_kept), and
# most pages were.
check_frames_kept() {
	local what=$1 out kept moved copied
	out=$(frames_kept "$2" "$3" "$4")
	echo "# $what: kept, moved, copied: $out"
	# shellcheck disable=SC2086
	set -- $out
	kept=$1 moved=$2 copied=$3
	check "$what: every page off scratch memory is in its page frame ($kept)" \
		test "${moved:-x}" = 0 -a "${kept:-0}" -gt 0
	check "$what: most pages were off scratch memory ($copied copied)" \
		test "${copied:-x}" -lt "${kept:-0}"
}

# check_gigantic_off_scratch N: /proc/kpageflags shows N 1 GiB pages, none
# of them over a scratch range this kernel logged.
check_gigantic_off_scratch() {
	local pages a
	pages=$(gigantic_pages)
	echo "# 1 GiB pages at:" $pages
	check "kpageflags shows $1 1 GiB pages" test "$(echo $pages | wc -w)" = "$1"
	for a in $pages; do
		check "the page at $a is off scratch memory" off_scratch $a 0x40000000
	done
}

# crash_region: the crashkernel region as START-END (hex), or nothing.
crash_region() {
	sed -n 's/^ *\([0-9a-f]*-[0-9a-f]*\) : Crash kernel$/\1/p' /proc/iomem
}

# meminfo FIELD: FIELD of /proc/meminfo, in kB.
meminfo() { awk "/^$1:/ {print \$2}" /proc/meminfo; }

# free_kb: free memory in kB, with the pages the per-CPU lists hold (a
# freed 2 MiB page may go there, out of MemFree).
free_kb() {
	local z t=0
	for z in DMA DMA32 Normal; do
		t=$((t + $(zone_field $z nr_free_pages) + $(zone_field $z count:)))
	done
	echo $((t * 4))
}

# grew_by KB NOW BEFORE SLACK: NOW is KB more than BEFORE, give or take
# SLACK kB.
grew_by() {
	local d=$(($2 - $3))
	echo "# grew by $d kB"
	[ $d -ge $(($1 - $4)) ] && [ $d -le $(($1 + $4)) ]
}

# faults_everywhere: every allocation of a task that fail-nth marks may
# fail, sleeping and highmem ones and of any order; quietly, since a stack
# trace per injected failure would fail the run.
faults_everywhere() {
	local f D=/sys/kernel/debug
	for f in failslab fail_page_alloc; do
		echo N > $D/$f/ignore-gfp-wait
		echo 0 > $D/$f/verbose
	done
	echo N > $D/fail_page_alloc/ignore-gfp-highmem
	echo 0 > $D/fail_page_alloc/min-order
}

# step_mount_faults DIR OPTIONS SUM [--fsmount]: mount with OPTIONS (a
# pkram= tree) on DIR with an injected failure at the 1st, 2nd, ...
# allocation (mount_fail_nth), until a mount reaches none.  A mount that
# succeeds although a failure was injected must list as SUM (sum_of
# tmpfs_tree list) and is saved again.  --fsmount mounts with fsopen(2)
# and fsmount(2).  Sets fault_sites (allocations stepped), fault_failed
# (mounts that failed cleanly), fault_tolerated and fault_bad (mounts
# that did neither, or lost the tree), and says them.
step_mount_faults() {
	local dir=$1 opts=$2 sum=$3 api=${4:-} n=1 rounds=0 out last
	fault_failed=0 fault_tolerated=0 fault_bad=0 fault_sites=0
	mkdir -p $dir
	while :; do
		# Its exit status says what its last line says.
		out=$(mount_fail_nth $api $dir $opts $n 20000) || :
		last=$(echo "$out" | tail -n 1)
		fault_failed=$((fault_failed + $(echo "$out" | grep -c '^[0-9]')))
		rounds=$((rounds + 1))
		set -- $last
		case $1 in
		mounted) fault_sites=$((${2:-1} - 1)); break ;;
		tolerated)
			fault_tolerated=$((fault_tolerated + 1))
			mount -o remount,ro $dir
			[ "$(sum_of tmpfs_tree list $dir)" = "$sum" ] || fault_bad=$((fault_bad + 1))
			mount -o remount,preserve,ro $dir && umount $dir || fault_bad=$((fault_bad + 1))
			n=$(($2 + 1)) ;;
		*)	echo "# mount_fail_nth: $last"; fault_bad=$((fault_bad + 1)); break ;;
		esac
		[ $rounds -lt 300 ] || { echo "# too many rounds"; fault_bad=$((fault_bad + 1)); break; }
	done
	echo "# $dir$api: fault sites stepped: $fault_sites; mounts failed cleanly: $fault_failed; failures tolerated: $fault_tolerated"
}

# uptime_ms: milliseconds since boot, from /proc/uptime (10 ms steps).
uptime_ms() { awk '{ printf "%d\n", $1 * 1000 }' /proc/uptime; }

# kernel_us PATTERN: the "... in N us" figure of the last kernel log line
# matching PATTERN (PKRAM and tmpfs time their saves, restores and boot
# work so).
kernel_us() { dmesg | sed -n "s/.*$1.* in \([0-9]*\) us$/\1/p" | tail -1; }

# in_scratch_count FILE: "N/M": N of the M huge pages of FILE (hugetlbfs,
# 2 MiB, no hole) meet scratch memory.
in_scratch_count() {
	local ranges p n=0 m=0
	ranges=$(scratch_ranges)
	for p in $(tmpfs_tree pfns "$1"); do
		m=$((m + 1))
		# shellcheck disable=SC2086
		meets_ranges $((0x$p * 4096)) 2097152 $ranges && n=$((n + 1))
	done
	echo "$n/$m"
}

# check_back_in_place WHAT FILE MIB SEED: FILE reads back the pattern
# tmpfs_tree mmap-write wrote with SEED, from the page frames the stage
# argument pfns lists (tmpfs_tree pfns, joined by commas).
check_back_in_place() {
	check "$1 reads back" tmpfs_tree mmap-check "$2" "$3" "$4"
	check_eq "... from the same page frames" "$(tmpfs_tree pfns "$2" | tr '\n' ,)" \
		"$(stage_arg pfns)"
}

# reserve_us: the boot's reservation of held memory (checking the hand-over
# and freeing the rest) in us; nothing when the kernel's clock did not run
# yet so early in the boot (some TCG boots log all of it at 0).
reserve_us() {
	local check free
	check=$(kernel_us "nodes handed over") free=$(kernel_us "held pages freed")
	[ "${check:-0}" -gt 0 ] && [ "${free:-0}" -gt 0 ] && echo $((check + free))
}

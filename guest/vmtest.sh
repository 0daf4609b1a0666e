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

# check DESCRIPTION COMMAND...: ok when COMMAND (an assertion) succeeds.
check() {
	desc=$1; shift
	if "$@"; then ok "$desc"; else not_ok "$desc"; fi
}

# check_eq DESCRIPTION ACTUAL EXPECTED
check_eq() {
	if [ "$2" = "$3" ]; then
		ok "$1"
	else
		not_ok "$1"
		echo "# got:      '$2'"
		echo "# expected: '$3'"
	fi
}

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

# crash_region: the crashkernel region as START-END (hex), or nothing.
crash_region() {
	sed -n 's/^ *\([0-9a-f]*-[0-9a-f]*\) : Crash kernel$/\1/p' /proc/iomem
}

# uptime_ms: milliseconds since boot, from /proc/uptime (10 ms steps).
uptime_ms() { awk '{ printf "%d\n", $1 * 1000 }' /proc/uptime; }

# kernel_us PATTERN: the "... in N us" figure of the last kernel log line
# matching PATTERN (PKRAM and tmpfs time their saves, restores and boot
# work so).
kernel_us() { dmesg | sed -n "s/.*$1.* in \([0-9]*\) us$/\1/p" | tail -1; }

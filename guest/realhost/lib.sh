# Helpers of the real-host stages (scripts/hosttest), on top of vmtest's:
# ". /test/lib/lib.sh".
. /test/lib/vmtest.sh

# On the root disk, which every kind of boot keeps: what a stage leaves
# for the next ones.
STATE=/var/lib/pkram-test

# boot_done: wait until systemd has started the boot; the units that
# failed, if any, are listed as comments.
boot_done() {
	systemctl is-system-running --wait >/dev/null 2>&1 ||
		systemctl --failed --no-legend --plain | sed 's/^/# failed: /'
	return 0
}

# waitfor SECONDS COMMAND...: until COMMAND succeeds, at most SECONDS.
waitfor() {
	local i=0 n=$(($1 * 10))
	shift
	until "$@"; do
		[ $i -lt $n ] || return 1
		sleep 0.1
		i=$((i + 1))
	done
}

# keep NAME VALUE / kept NAME: a value for a later stage.
keep() { printf '%s\n' "$2" > "$STATE/$1"; }
kept() { cat "$STATE/$1" 2>/dev/null; }

# next_boot COMMAND...: end the stage with COMMAND (systemctl kexec,
# reboot), whose boot runs the next stage.
next_boot() {
	echo "vmtest: kexec into stage $((VMTEST_STAGE + 1))"
	# Where the shutdown begins, in the journal the next stage reads.
	logger -t pkram-test "next boot by $*"
	sync
	"$@"
}

# in_order FILE REGEX...: true when lines matching each extended REGEX
# come in FILE in that order (the first match of each after the one
# before).
in_order() {
	local file=$1 at=0 n
	shift
	for re in "$@"; do
		n=$(awk -v re="$re" -v at="$at" 'NR > at && $0 ~ re { print NR; exit }' "$file")
		[ -n "$n" ] || { echo "# not found in $file after line $at: $re"; return 1; }
		at=$n
	done
}

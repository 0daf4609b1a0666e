# tally LABEL COMMAND...: run a test command whose output ends with
# "NAME: P passed, F failed", pass its output on to stderr, and add its
# counts to total_pass and total_fail and a line to summary[].  A command
# that dies before its summary, or whose exit status says it failed
# while its summary says nothing failed, counts one failure more: its
# status is believed over its words.  Sourced by run-tests.
total_pass=0 total_fail=0
summary=()
tally() {
	local label=$1 out p f rc=0 start=$SECONDS note=
	shift
	# -a: never truncate stderr when it is a file.
	out=$("$@" 2>&1 | tee -a /dev/stderr | tail -1; exit "${PIPESTATUS[0]}") || rc=$?
	if [[ $out =~ ([0-9]+)\ passed,\ ([0-9]+)\ failed ]]; then
		p=${BASH_REMATCH[1]} f=${BASH_REMATCH[2]}
	else
		p=0 f=1 note=" (no summary line)"
	fi
	if [ "$rc" != 0 ] && [ "$f" = 0 ]; then
		f=1 note=" (exit status $rc)"
	fi
	total_pass=$((total_pass + p)) total_fail=$((total_fail + f))
	summary+=("$(printf '%-28s %4d passed %4d failed %5ds%s' "$label" "$p" "$f" \
		$((SECONDS - start)) "$note")")
}

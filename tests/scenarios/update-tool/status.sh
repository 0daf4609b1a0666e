# status_of CMD...: CMD's exit status; what it printed goes to /tmp/out and,
# as comments, to the console.  Sourced by the stages.
status_of() {
	r=0
	"$@" > /tmp/out 2>&1 || r=$?
	sed 's/^/# /' /tmp/out >&2
	echo $r
}

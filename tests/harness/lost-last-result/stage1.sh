# A stage's last result, glued to output that has no newline, no longer
# reads as a result and no gap follows it: the count of results the
# stage gives must fail the run.
. /lib/vmtest.sh
ok "a first result"
printf 'output with no newline: '
not_ok "a second result, glued to it"

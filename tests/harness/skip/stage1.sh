# A result marked "# SKIP" fails the run: nothing in make check may skip.
. /lib/vmtest.sh
ok "a passing test"
ok "a test that did not run # SKIP not here"

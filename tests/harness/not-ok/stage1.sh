. /lib/vmtest.sh
ok "a passing test"
not_ok "a failing test"

. /lib/vmtest.sh
ok "a repeated stage"

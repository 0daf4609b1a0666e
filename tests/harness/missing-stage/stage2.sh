. /lib/vmtest.sh
ok "stage 2 ran"

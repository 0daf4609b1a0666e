. /lib/vmtest.sh
ok "stage 3 ran"

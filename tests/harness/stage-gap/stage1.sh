. /lib/vmtest.sh
ok "stage 1 ran"

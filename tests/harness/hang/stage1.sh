. /lib/vmtest.sh
ok "about to hang"
sleep 100000

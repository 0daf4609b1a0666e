. /lib/vmtest.sh
ok "about to panic"
echo PANIC > /sys/kernel/debug/provoke-crash/DIRECT
ok "survived a panic"

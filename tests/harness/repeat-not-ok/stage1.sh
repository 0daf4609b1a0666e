. /lib/vmtest.sh
ok "stage 1"
pkram-kexec
not_ok "kexec failed"

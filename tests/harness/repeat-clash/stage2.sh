. /lib/vmtest.sh
ok "stage 1"
pkram-kexec

# Ends without kexec although stage2.sh exists.
. /lib/vmtest.sh
ok "stage 1 ran"

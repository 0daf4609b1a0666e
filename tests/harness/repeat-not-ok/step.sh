# Stages 2 and 3: the last one fails.
. /lib/vmtest.sh
if [ "$VMTEST_STAGE" = 3 ]; then
	not_ok "stage 3 fails"
else
	ok "stage $VMTEST_STAGE"
	pkram-kexec
	not_ok "kexec failed"
fi

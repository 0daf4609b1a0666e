# make bisect-check, for a patch before PKRAM's KUnit suite exists (the
# fsmount patch, the format header): the kernel boots to init cleanly.
. /lib/vmtest.sh

check_dmesg "the kernel ran init" "Run /init as init process"
check_no_dmesg "no KUnit case failed" "not ok"

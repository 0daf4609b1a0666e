. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

# Issue 13: a kexec while a node is being loaded (a tree being restored
# by a mount) or saved (remount,preserve) used to leave that node out of
# the hand-over: the tree was lost without a word.  The kexec must be
# refused instead, and go through once the load or save has ended.
check_sh "save node small (100 pages, 1000 bytes)" "echo 'small 100 0 1000' > $T/save"
check_sh "save node huge (4 folios of order 9)" "echo 'huge 2048 9 10' > $T/save"
check_sh "start loading node small, and hold it" "echo 'load small' > $T/hold"
check_fails "kexec while node small is being loaded is refused" pkram-kexec
check_dmesg "with one error line saying why" \
	"pkram: kexec refused, the preserved memory would be lost: node small is being loaded"
check_sh "cancel the load" "echo release > $T/hold"
check_sh "start saving node half, and hold it" "echo 'save half' > $T/hold"
check_fails "kexec while node half is being saved is refused" pkram-kexec
check_dmesg "with one error line saying why" \
	"pkram: kexec refused, the preserved memory would be lost: node half is being saved"
check_sh "discard the save" "echo release > $T/hold"
pkram-kexec
not_ok "kexec with no load or save in progress failed"

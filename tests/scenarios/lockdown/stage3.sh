. /lib/vmtest.sh
. ./lockdown.sh
check_eq "lockdown=confidentiality: locked down" "$(lockdown_level)" confidentiality
check_dmesg "the stray pkram= is ignored" \
	"pkram: pkram=12345 ignored: the previous kernel passed its hand-over"
check_dmesg "the hand-over kexec_file_load passed is taken" "pkram: 1 nodes handed over"
check_no_dmesg "... without lockdown objecting" "Lockdown: .*PKRAM"
tree_back t2 "$(stage_arg t2_sum)"
umount /t2
sum=$(new_tree t3)
check "tree t3 is preserved" test -n "$sum"
pkram-kexec --drop lockdown t3_sum=$sum
not_ok "kexec failed"

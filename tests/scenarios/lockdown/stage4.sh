. /lib/vmtest.sh
. ./lockdown.sh
check_eq "without lockdown=: not locked down" "$(lockdown_level)" none
check_fails "no pkram= on the command line" grep -q "pkram=" /proc/cmdline
check_dmesg "the hand-over kexec_file_load passed is taken" "pkram: 1 nodes handed over"
tree_back t3 "$(stage_arg t3_sum)"
umount /t3
sum=$(new_tree t4)
check "tree t4 is preserved" test -n "$sum"
pkram-kexec --kexec-load --in-scratch lockdown=confidentiality
not_ok "kexec failed"

. /lib/vmtest.sh
. ./lockdown.sh
# kexec_file_load passes the superblock even when nothing is saved.
check_dmesg "an empty hand-over is noted" "pkram: hand-over at pfn [0-9]+: nothing was preserved"
check_no_dmesg "... and no memory is held for it" "pkram: holding"
check_no_dmesg "... nor is it an error" "nothing preserved is used"
check_eq "nothing was handed over" "$(pkram_nodes)" ""

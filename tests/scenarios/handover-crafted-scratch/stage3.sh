. /lib/vmtest.sh
check_dmesg "the kernel refuses scratch memory too small for it" \
	"pkram=$(stage_arg crafted): scratch memory too small for the memory of this kernel; nothing preserved is used"
check_no_dmesg "and takes nothing over" "nodes handed over"
check_eq "no tree is handed over" "$(pkram_nodes)" ""

. /lib/vmtest.sh
check_eq "one pkram: error line" \
	"$(dmesg | grep -c 'pkram: pkram=968: wrong magic; nothing preserved is used')" 1
check_no_dmesg "nothing was taken over" "handed over|held pages"
check_read_eq "nothing to hand over" /sys/kernel/pkram ""

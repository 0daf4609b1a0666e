. /lib/vmtest.sh
check_sh "saved 650000 pages, 2.5 GiB" \
	'echo "gen1 650000 0 5000" > /sys/kernel/debug/pkram_test/save'
# The kernel reads pkram=SB and stops at "--"; a pkram= after it goes to init.
pkram-kexec --kexec-load --in-scratch -- pkram=1
not_ok "kexec failed"

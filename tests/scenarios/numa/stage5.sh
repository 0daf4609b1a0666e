. /lib/vmtest.sh
memtotal=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
check "mem=1G: this kernel has at most 1 GiB ($memtotal kB)" test "$memtotal" -le 1048576
check_dmesg "it refuses the hand-over with one error line" \
	"pkram: pkram=[0-9]+: .*; nothing preserved is used"
check_no_dmesg "and takes nothing over" "nodes handed over"
check_read_eq "nothing is listed" /sys/kernel/mm/pkram/nodes ""
mkdir -p /mnt/n
check "a pkram=numa mount finds no tree" mount -t tmpfs -o pkram=numa none /mnt/n
check_dmesg "and starts a new one" "tmpfs: pkram=numa: nothing preserved, new tree"
check "its memory is usable: a 256 MiB file written" \
	sh -c 'dd if=/dev/zero of=/mnt/n/f bs=1M count=256 2>/dev/null && test "$(stat -c %s /mnt/n/f)" = 268435456'

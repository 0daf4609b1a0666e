. /lib/vmtest.sh

memtotal=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
check "this kernel sees the whole 4 GiB ($memtotal kB)" test "$memtotal" -ge $((3800 * 1024))
# The superblock carries the small scratch memory: this kernel cannot
# boot in it, so it refuses the hand-over and chooses its own.
check_dmesg "it refuses the small scratch memory with one error line" \
	"pkram: pkram=$(stage_arg pkram): scratch memory too small for the memory of this kernel; nothing preserved is used"
scratch_kb=$(scratch_kb)
check "and chooses scratch for 4 GiB: $scratch_kb kB >= 176 MiB" test "$scratch_kb" -ge $((176 * 1024))

. /lib/vmtest.sh

memtotal=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
check "this kernel sees the whole 4 GiB ($memtotal kB)" test "$memtotal" -ge $((3800 * 1024))
# The superblock (empty now) carries the small scratch memory: this kernel
# cannot boot in it, so it refuses the hand-over and chooses its own.
check_dmesg "it refuses the small scratch memory with one error line" \
	"pkram: pkram=$(stage_arg pkram): scratch memory too small for the memory of this kernel; nothing preserved is used"
scratch_kb=$(dmesg | sed -n 's/.*pkram: scratch memory \[mem \(0x[0-9a-f]*\)-\(0x[0-9a-f]*\)\].*/\1 \2/p' |
	while read s e; do echo $(( (e + 1 - s) / 1024 )); done | awk '{ t += $1 } END { print t + 0 }')
check "and chooses scratch for 4 GiB: $scratch_kb kB >= 176 MiB" test "$scratch_kb" -ge $((176 * 1024))

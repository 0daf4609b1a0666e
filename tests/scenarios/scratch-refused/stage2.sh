. /lib/vmtest.sh

memtotal=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
check "this kernel sees the whole 4 GiB ($memtotal kB)" test "$memtotal" -ge $((3800 * 1024))
# The superblock (empty now) carries the small scratch memory: it
# preserves nothing, so this kernel does not hold memory for it, nor
# does it mind its scratch memory (handover-crafted-scratch has one too
# small with a node), and chooses its own.
check_dmesg "it notes the empty hand-over" "pkram: hand-over at pfn [0-9]+: nothing was preserved"
check_no_dmesg "... without an error" "nothing preserved is used"
scratch_kb=$(scratch_kb)
check "and chooses scratch for 4 GiB: $scratch_kb kB >= 176 MiB" test "$scratch_kb" -ge $((176 * 1024))

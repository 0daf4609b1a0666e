. /lib/vmtest.sh
. ./lazy.sh
mkdir -p $L $X $U
check "the expected contents mount" mount -t tmpfs -o pkram=exp,restore=eager none $X
check_exp "the expected contents are still those made before any save"
shmem0=$(meminfo Shmem)
check "the lazy tree mounts, restore=lazy by default" mount -t tmpfs -o pkram=lz none $L
check "the background restore attaches everything" pkram_drained 120
check_dmesg "and says so" "pkram=lz: background restore done in [0-9]+ us"
dmesg | grep "pkram=lz" | sed 's/^/# /'
shmem1=$(meminfo Shmem)
echo "# Shmem: $shmem0 -> $shmem1 kB"
check "Shmem counts the attached tree" test $((shmem1 - shmem0)) -ge $((288 * 1024))
for f in read splice write falloc punch trunc collapse; do
	same $f "$f: what the previous kernel changed came through"
done
check "the big file, pending at the save, is intact" tmpfs_tree mmap-check $L/big 256 7
check "the unlinked file stays unlinked" test ! -e $L/unlink

# A tree unmounted before any of it is attached frees all it held.
t0=$(meminfo MemTotal)
f0=$(meminfo MemFree)
check "pkram=um mounts with restore=demand" mount -t tmpfs -o pkram=um,restore=demand none $U
check "its 128 MiB are pending" test "$(pkram_pending)" -ge 32768
check "it unmounts" umount $U
t1=$(meminfo MemTotal)
f1=$(meminfo MemFree)
echo "# umount: MemTotal $t0 -> $t1, MemFree $f0 -> $f1 kB"
check_eq "nothing is pending" "$(pkram_pending)" 0
check "MemTotal grew by the tree" test $((t1 - t0)) -ge $((128 * 1024))
check "MemFree too" test $((f1 - f0)) -ge $((96 * 1024))
check_read_eq "nothing is left to hand over" /sys/kernel/mm/pkram/nodes ""

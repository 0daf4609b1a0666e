. /lib/vmtest.sh
. ./lazy.sh
mkdir -p $L $X $U $H $F $T
check "pkram=lz mounts" mount -t tmpfs -o pkram=lz,size=1g none $L
check "pkram=exp mounts" mount -t tmpfs -o pkram=exp none $X
check "pkram=um mounts" mount -t tmpfs -o pkram=um none $U
check "pkram=fm mounts" mount -t tmpfs -o pkram=fm none $F
check "pkram=th mounts with huge=always" mount -t tmpfs -o pkram=th,huge=always none $T
check "pkram=hg mounts" mount -t tmpfs -o pkram=hg,huge=never none $H
for f in read splice write falloc punch unlink; do
	dd if=/dev/urandom of=$L/$f bs=1M count=4 2>/dev/null
done
head -c 4195427 /dev/urandom > $L/trunc	# 4 MiB + 123
tmpfs_tree mmap-write $L/mmap 4 5
tmpfs_tree mmap-write $L/collapse 4 6
tmpfs_tree mmap-write $L/big 256 7
# Data, a hole, data.
dd if=/dev/urandom of=$L/seek bs=1M count=1 2>/dev/null
dd if=/dev/urandom of=$L/seek bs=1M count=1 seek=3 2>/dev/null
tmpfs_tree mmap-write $U/big 128 8
dd if=/dev/urandom of=$F/f bs=1M count=64 2>/dev/null
tmpfs_tree mmap-write $T/thp 4 9
# One page of data at page 300 of a 2 MiB hole: a base page, not a THP.
truncate -s 2097152 $H/holey
dd if=/dev/urandom of=$H/holey bs=4096 count=1 seek=300 conv=notrunc 2>/dev/null

# What each operation must leave, done on copies in plain tmpfs.
for f in $FILES; do cp $L/$f $X/$f; done
cp $H/holey $X/holey
head -c 100 $F/f | md5sum > $X/fm.head
cp $T/thp $X/thp
tmpfs_tree falloc $X/thp 1048676 4096 punch
truncate -s 3145733 $X/thp
truncate -s 4194304 $X/thp
printf A | dd of=$X/holey bs=1 seek=40960 conv=notrunc 2>/dev/null
tmpfs_tree seek $L/seek > $X/seek.map
printf XYZ | dd of=$X/write bs=1 seek=1000001 conv=notrunc 2>/dev/null
tmpfs_tree falloc $X/falloc 0 8388608
tmpfs_tree falloc $X/punch 1048676 1052672 punch
stat -c %b $X/punch > $X/punch.blocks
truncate -s 1048653 $X/trunc
truncate -s 4194304 $X/trunc
stat -f -c '%b %f %c %d' $L > $X/statfs
echo "# statfs of the lazy tree: $(cat $X/statfs)"
exp=$(exp_sums)
echo "# the expected tree, before any save: $exp"
for m in $L $X $U $H $F $T; do
	check "$m is saved" mount -o remount,preserve,ro $m
done
pkram-kexec exp_sum=$exp
not_ok "kexec failed"

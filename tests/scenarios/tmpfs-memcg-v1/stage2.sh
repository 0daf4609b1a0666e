. /lib/vmtest.sh
V1=/mnt/cgroup-v1
# mstat NAME: the cgroup's own count NAME in memory.stat.
mstat() { awk -v k="$1" '$1 == k { print $2 }' $V1/a/memory.stat; }
mkdir -p $V1 /mnt/ve /mnt/vl
check "cgroup v1's memory controller mounts" mount -t cgroup -o memory memory $V1
mkdir $V1/a
in0=$(mstat pgpgin) out0=$(mstat pgpgout)
check "a tree mounts from the cgroup, restore=eager" \
	in_cgroup $V1/a mount -t tmpfs -o pkram=ve,restore=eager none /mnt/ve
check "another, restore=demand" in_cgroup $V1/a mount -t tmpfs -o pkram=vl,restore=demand none /mnt/vl
check "the first reads intact" tmpfs_tree mmap-check /mnt/ve/f 8 21
check "the second is attached by reading it, intact" tmpfs_tree mmap-check /mnt/vl/f 8 22
check_eq "nothing is left pending" "$(pkram_pending)" 0
in1=$(mstat pgpgin)
echo "# pgpgin: $in0 -> $in1"
check "a pgpgin for each of the 4096 pages charged" test $((in1 - in0)) -ge 4096
umount /mnt/ve /mnt/vl
out1=$(mstat pgpgout)
echo "# pgpgout: $out0 -> $out1"
check "a pgpgout for each page uncharged" test $((out1 - out0)) -ge 4096
d=$(( (in1 - in0) - (out1 - out0) ))
check "as many pgpgin as pgpgout, give or take the shell's" test $d -gt -64 -a $d -lt 64
check "the cgroup is uncharged" test "$(cat $V1/a/memory.usage_in_bytes)" -lt $((1 << 20))

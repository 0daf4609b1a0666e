. /lib/vmtest.sh
H=/sys/kernel/mm/hugepages/hugepages-1048576kB
T=/sys/kernel/debug/pkram_test
F=/sys/kernel/mm/pkram/format

check_read_eq "hugepages=3 got three 1 GiB pages" $H/nr_hugepages 3
check_read_eq "the hand-over uses no format feature yet" $F "1 0x0"
mkdir -p /mnt/t
check "pkram=t mounts" mount -t tmpfs -o pkram=t none /mnt/t
seed=$(( $(od -An -N4 -tu4 /dev/urandom) + 1 ))
check "256 MiB written to the tree" tmpfs_tree mmap-write /mnt/t/data 256 $seed
check "the tree is saved" mount -o remount,preserve,ro /mnt/t
check_sh "node small of 2 MiB folios saved" "echo 'small 2048 9 100' > $T/save"
check_read_eq "... which is no gigantic folio" $F "1 0x0"
for n in giant giant2 same; do
	check_sh "node $n of a 1 GiB folio saved" "echo '$n 262144 18 100' > $T/save"
done
check_read_eq "the hand-over says it holds gigantic folios" $F "1 0x1"
check_read_eq "the three pool pages are PKRAM's" $H/free_hugepages 0
check_fails "a fourth finds the pool empty" sh -c "echo 'more 262144 18 1' > $T/save"
# Within one kernel a gigantic folio is a folio like any other.
check_sh "node same verifies in the kernel that saved it" "echo same > $T/verify"
check_read_eq "... and its page is back in the pool" $H/free_hugepages 1
check_sh "node giant3 of it saved" "echo 'giant3 262144 18 100' > $T/save"
check_read_eq "the feature stays" $F "1 0x1"
pkram-kexec hugepages=0 tree_seed=$seed cold_memtotal=$(meminfo MemTotal)
not_ok "kexec failed"

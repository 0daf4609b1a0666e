. /lib/vmtest.sh
N=/sys/kernel/mm/pkram
memtotal() { awk '/^MemTotal/ {print $2}' /proc/meminfo; }

check_eq "four nodes are listed" "$(sort $N/nodes | tr '\n' ' ')" "big kept more other "
check "nodes and discard are root-only" \
	test "$(stat -c %a $N/nodes) $(stat -c %a $N/discard)" = "400 200"
# Root confined without CAP_SYS_ADMIN (a service's CapabilityBoundingSet=)
# passes the file's 0200 mode, and must not free preserved memory.
nocap() { /usr/local/bin/setpriv --inh-caps=-sys_admin --bounding-set=-sys_admin "$@"; }
eff=$(nocap awk '/^CapEff/ {print $2}' /proc/self/status)
check_eq "setpriv runs root without CAP_SYS_ADMIN (CapEff $eff)" \
	"$(( (0x$eff >> 21) & 1 ))" 0
check_fails "... which cannot discard node big" nocap sh -c "echo big > $N/discard"
check_fails "... nor every node" nocap sh -c "echo '*' > $N/discard"
check_eq "... all four nodes are still listed" "$(sort $N/nodes | tr '\n' ' ')" "big kept more other "
before=$(memtotal)
check_sh "discarding node big works" "echo big > $N/discard"
after=$(memtotal)
echo "# MemTotal: $before kB before, $after kB after"
check "MemTotal grew by big's 60000 pages (234 MiB)" \
	test $((after - before)) -ge 239000 -a $((after - before)) -le 241000
check_eq "three nodes are left" "$(sort $N/nodes | tr '\n' ' ')" "kept more other "
check_fails "discarding an unknown node fails" sh -c "echo nosuchnode > $N/discard"
check_sh "node kept still verifies" 'echo kept > /sys/kernel/debug/pkram_test/verify'
# The saved copy of a mounted tree is the tree's: "*" frees every other
# node and fails; the tree's remount read-write drops it.
mkdir -p /m
mount -t tmpfs -o pkram=m none /m
echo keep > /m/f
check "a tree is mounted and preserved" mount -o remount,preserve,ro /m
check_fails "discarding every node fails" sh -c "echo '*' > $N/discard"
check_eq "... leaving only the saved copy of the mounted tree" "$(cat $N/nodes)" "tmpfs:m"
check_fails "... which cannot be discarded by name either" sh -c "echo tmpfs:m > $N/discard"
check "its remount read-write drops it" mount -o remount,rw /m
umount /m
check_read_eq "nothing is left" $N/nodes ""
check_read_eq "nothing to hand over" /sys/kernel/pkram ""
cold=$(stage_arg cold_memtotal)
now=$(memtotal)
diff=$((now > cold ? now - cold : cold - now))
echo "# MemTotal: $now kB, cold boot $cold kB"
check "MemTotal within 1 MiB of the cold boot's once all is freed" test $diff -le 1024

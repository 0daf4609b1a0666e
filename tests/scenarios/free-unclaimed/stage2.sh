. /lib/vmtest.sh
N=/sys/kernel/mm/pkram
memtotal() { awk '/^MemTotal/ {print $2}' /proc/meminfo; }

check_eq "four nodes are listed" "$(sort $N/nodes | tr '\n' ' ')" "big kept more other "
check "nodes and discard are root-only" \
	test "$(stat -c %a $N/nodes) $(stat -c %a $N/discard)" = "400 200"
before=$(memtotal)
check_sh "discarding node big works" "echo big > $N/discard"
after=$(memtotal)
echo "# MemTotal: $before kB before, $after kB after"
check "MemTotal grew by big's 60000 pages (234 MiB)" \
	test $((after - before)) -ge 239000 -a $((after - before)) -le 241000
check_eq "three nodes are left" "$(sort $N/nodes | tr '\n' ' ')" "kept more other "
check_fails "discarding an unknown node fails" sh -c "echo nosuchnode > $N/discard"
check_sh "node kept still verifies" 'echo kept > /sys/kernel/debug/pkram_test/verify'
echo '*' > $N/discard
check_read_eq "nothing is left" $N/nodes ""
check_read_eq "nothing to hand over" /sys/kernel/pkram ""
cold=$(stage_arg cold_memtotal)
now=$(memtotal)
diff=$((now > cold ? now - cold : cold - now))
echo "# MemTotal: $now kB, cold boot $cold kB"
check "MemTotal within 1 MiB of the cold boot's once all is freed" test $diff -le 1024

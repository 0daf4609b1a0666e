. /lib/vmtest.sh
H1=/sys/kernel/mm/hugepages/hugepages-1048576kB
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
T=/sys/kernel/debug/pkram_test

check_dmesg "the nodes are handed over again" "pkram: 3 nodes handed over"
check_dmesg "hugetlbfs:b's page counts toward hugepages=0:2, not a's" \
	"HugeTLB: 1 preserved 1.00 GiB pages on node 0 count toward hugepages=0:2; allocating 1"
check_dmesg "hugetlbfs:b, offered first, joins the pool" \
	"HugeTLB: hugetlbfs:b: its preserved 1.00 GiB pages join the pool, in use"
check_dmesg "hugetlbfs:a does not fit on node 0" \
	"HugeTLB: hugetlbfs:a: 2 preserved 1.00 GiB pages on node 0 do not fit hugepages=0:2 \\(1 taken\\); kept preserved"
check_dmesg "hugetlbfs:q joins a pool given no size" \
	"HugeTLB: hugetlbfs:q: its preserved 2.00 MiB pages join the pool, in use"
check_read_eq "1 GiB pool: the two pages asked for" $H1/nr_hugepages 2
check_read_eq "... the one allocated free" $H1/free_hugepages 1
check_read_eq "2 MiB pool: the two of hugetlbfs:q" $H2/nr_hugepages 2
check_read_eq "... in use" $H2/free_hugepages 0
check_read_eq "vm.nr_hugepages says so too" /proc/sys/vm/nr_hugepages 2
check_sh "node hugetlbfs:q verifies" "echo hugetlbfs:q > $T/verify"
check_read_eq "... and its pages are free in the pool" $H2/free_hugepages 2

check_sh "node hugetlbfs:b verifies, handed over twice" "echo hugetlbfs:b > $T/verify"
check_dmesg "... its 1 GiB page intact" "pkram_test: hugetlbfs:b: ok, 1 folios of order 18, 100 bytes"
check_read_eq "... and free in the pool" $H1/free_hugepages 2
check_fails "node hugetlbfs:a, not adopted, loads as pages only" \
	sh -c "echo hugetlbfs:a > $T/verify"
check_sh "... which it does" "echo hugetlbfs:a > $T/verify_pages"
check_dmesg "... its 1 GiB page intact" \
	"pkram_test: hugetlbfs:a: ok as pages, 2 folios of order 18, 100 bytes"
check_eq "no node is left" "$(pkram_nodes)" ""

cold=$(stage_arg cold_memtotal)
now=$(meminfo MemTotal)
diff=$((now > cold ? now - cold : cold - now))
echo "# MemTotal: $now kB, cold boot $cold kB"
check "MemTotal within 1 MiB of the cold boot's" test $diff -le 1024

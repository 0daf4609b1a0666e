. /lib/vmtest.sh
H1=/sys/kernel/mm/hugepages/hugepages-1048576kB
T=/sys/kernel/debug/pkram_test

check_read_eq "hugepages=4 got four 1 GiB pages" $H1/nr_hugepages 4
# The chain of nodes runs from the last saved: c is offered first.
check_sh "node hugetlbfs:a of two 1 GiB folios saved" \
	"echo 'hugetlbfs:a 524288 18 100' > $T/save"
for n in b c; do
	check_sh "node hugetlbfs:$n of a 1 GiB folio saved" \
		"echo 'hugetlbfs:$n 262144 18 100' > $T/save"
done
check_read_eq "the pool's pages are PKRAM's" $H1/free_hugepages 0
# m is offered before n.
check_sh "node hugetlbfs:n of a 2 MiB folio saved" "echo 'hugetlbfs:n 512 9 100' > $T/save"
check_sh "node hugetlbfs:m of three saved" "echo 'hugetlbfs:m 1536 9 100' > $T/save"
check_sh "node hugetlbfs:p of 4 KiB pages saved" "echo 'hugetlbfs:p 16 0 100' > $T/save"
pkram-kexec hugepagesz=1G hugepages=4 hugepagesz=2M hugepages=3 \
	cold_memtotal=$(meminfo MemTotal)
not_ok "kexec failed"

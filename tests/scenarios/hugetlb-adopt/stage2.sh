. /lib/vmtest.sh
H1=/sys/kernel/mm/hugepages/hugepages-1048576kB
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
T=/sys/kernel/debug/pkram_test
N=/sys/kernel/mm/pkram

check_dmesg "the hand-over is taken whole" "pkram: 6 nodes handed over"
check_dmesg "the 1 GiB pages preserved count toward hugepages=" \
	"HugeTLB: 4 preserved 1.00 GiB pages count toward hugepages=4; allocating 0"
for n in a b c; do
	check_dmesg "hugetlbfs:$n joins the 1 GiB pool" \
		"HugeTLB: hugetlbfs:$n: its preserved 1.00 GiB pages join the pool, in use"
done
check_dmesg "hugetlbfs:m joins the 2 MiB pool" \
	"HugeTLB: hugetlbfs:m: its preserved 2.00 MiB pages join the pool, in use"
check_dmesg "hugetlbfs:n, offered after it, does not fit" \
	"HugeTLB: hugetlbfs:n: 1 preserved 2.00 MiB pages do not fit hugepages=3 \\(3 taken\\); kept preserved"
check_dmesg "hugetlbfs:p is of no huge page size" \
	"HugeTLB: hugetlbfs:p: preserved 4.00 KiB pages, a size this kernel has no pool of; kept preserved"
check_dmesg "the 2 MiB pool allocates no more" \
	"HugeTLB: 3 preserved 2.00 MiB pages count toward hugepages=3; allocating 0"

check_read_eq "1 GiB pool: the four preserved pages" $H1/nr_hugepages 4
check_read_eq "... all in use" $H1/free_hugepages 0
check_read_eq "2 MiB pool: the three of hugetlbfs:m" $H2/nr_hugepages 3
check_read_eq "... all in use" $H2/free_hugepages 0
check_eq "HugePages_Total (2 MiB, the default size)" "$(meminfo HugePages_Total)" 3
check_eq "HugePages_Free" "$(meminfo HugePages_Free)" 0
check_eq "HugePages_Rsvd" "$(meminfo HugePages_Rsvd)" 0
check_read_eq "vm.nr_hugepages says the same" /proc/sys/vm/nr_hugepages 3
check_eq "Hugetlb: 4 GiB and 6 MiB" "$(meminfo Hugetlb)" $((4 * 1048576 + 3 * 2048))
check_eq "every node is still listed" "$(pkram_nodes)" \
	"hugetlbfs:a hugetlbfs:b hugetlbfs:c hugetlbfs:m hugetlbfs:n hugetlbfs:p "

mkdir -p /mnt/h1
check "a hugetlbfs of 1 GiB pages mounts" mount -t hugetlbfs -o pagesize=1G none /mnt/h1
check_fails "no preserved page is handed out to a file" \
	tmpfs_tree mmap-write /mnt/h1/f 1024 7
rm -f /mnt/h1/f

# Saved before c's page is freed, so that nothing preserved is in that
# GiB: the next kernel's boot allocates its 1 GiB page there.
check_sh "node hugetlbfs:q of two 2 MiB folios saved" "echo 'hugetlbfs:q 1024 9 100' > $T/save"

total=$(meminfo MemTotal)
check_sh "node hugetlbfs:c is discarded unread" "echo hugetlbfs:c > $N/discard"
check_read_eq "... its page is free in the pool" $H1/free_hugepages 1
check_read_eq "... which keeps it" $H1/nr_hugepages 4
check "... MemTotal as it was: it stays pool memory" grew_by 0 "$(meminfo MemTotal)" $total 64
check "the page backs a file" tmpfs_tree mmap-write /mnt/h1/f 1024 7
check "... which reads back" tmpfs_tree mmap-check /mnt/h1/f 1024 7
rm -f /mnt/h1/f
check_read_eq "... and is free again" $H1/free_hugepages 1
free=$(free_kb)
check_sh "the pool shrinks by it" "echo 3 > $H1/nr_hugepages"
check_read_eq "... to three pages" $H1/nr_hugepages 3
check "... and free memory grew by 1 GiB" grew_by 1048576 "$(free_kb)" $free 4096

check_sh "node hugetlbfs:m verifies" "echo hugetlbfs:m > $T/verify"
check_dmesg "... its 2 MiB pages intact" "pkram_test: hugetlbfs:m: ok, 3 folios of order 9, 100 bytes"
check_read_eq "... and free in the pool" $H2/free_hugepages 3
free=$(free_kb)
check_sh "the 2 MiB pool shrinks to none" "echo 0 > $H2/nr_hugepages"
check_read_eq "... it has none" $H2/nr_hugepages 0
check "... and free memory grew by 6 MiB" grew_by 6144 "$(free_kb)" $free 1024
total=$(meminfo MemTotal)
check_sh "node hugetlbfs:n, not adopted, verifies" "echo hugetlbfs:n > $T/verify"
check "... and its 2 MiB join MemTotal" grew_by 2048 "$(meminfo MemTotal)" $total 64
check_read_eq "... not the pool" $H2/nr_hugepages 0
check_sh "node hugetlbfs:p verifies" "echo hugetlbfs:p > $T/verify"

# hugetlbfs:a and :b, never loaded, go to the next kernel again.  Its
# 1 GiB pool on NUMA node 0 has room for b, offered first, not for a;
# it is given no size for 2 MiB pages (hugepages=0 is none).
pkram-kexec hugepagesz=1G hugepages=0:2 hugepagesz=2M hugepages=0 \
	cold_memtotal="$(stage_arg cold_memtotal)"
not_ok "kexec failed"

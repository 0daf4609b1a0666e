. /lib/vmtest.sh
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
N=/sys/kernel/mm/pkram

check_read_eq "hugepages=2 made a pool of two" $H2/nr_hugepages 2
check_sh "eight surplus pages are allowed" "echo 8 > $H2/nr_overcommit_hugepages"
mkdir -p /mnt/vm /mnt/drop
check "a hugetlbfs mounts with pkram=vm" mount -t hugetlbfs -o pkram=vm,pagesize=2M none /mnt/vm
check "ram, 10 MiB, is written through a shared mapping" tmpfs_tree mmap-write /mnt/vm/ram 10 41
check_read_eq "... in the pool's two pages and three surplus" $H2/surplus_hugepages 3
check_read_eq "the pool has five" $H2/nr_hugepages 5
check_read_eq "... none free" $H2/free_hugepages 0
check "a second tree holds one more surplus page" sh -c '
	mount -t hugetlbfs -o pkram=drop,pagesize=2M none /mnt/drop &&
	tmpfs_tree mmap-write /mnt/drop/g 2 42'
check_read_eq "... the fourth" $H2/surplus_hugepages 4
# A surplus page made at a fault may be in scratch memory, which would
# fail the save (the admin guide says so): say so if one is.
echo "# ram's pages in scratch memory: $(in_scratch_count /mnt/vm/ram)"
check "both trees are saved" sh -c '
	mount -o remount,preserve,ro /mnt/vm && mount -o remount,preserve,ro /mnt/drop'
check_eq "... to their nodes" "$(pkram_nodes)" "hugetlbfs:drop hugetlbfs:vm "
check_read_eq "... their surplus pages still surplus" $H2/surplus_hugepages 4

check "the second is unmounted" umount /mnt/drop
# HVO is off here: a discarded surplus page is freed at once, not by a
# worker.
free=$(free_kb)
check_sh "... and discarded" "echo hugetlbfs:drop > $N/discard"
check_read_eq "... its surplus page leaves the pool" $H2/surplus_hugepages 3
check_read_eq "... which has five" $H2/nr_hugepages 5
check "... and free memory grew by 2 MiB" grew_by 2048 "$(free_kb)" $free 512

check_sh "the pool is shrunk to none" "echo 0 > $H2/nr_hugepages"
check_read_eq "... the saved pages stay in it" $H2/nr_hugepages 5
check_read_eq "... all surplus now" $H2/surplus_hugepages 5
check_read_eq "... none free" $H2/free_hugepages 0
check_eq "the saved tree is kept" "$(pkram_nodes)" "hugetlbfs:vm "

pfns=$(tmpfs_tree pfns /mnt/vm/ram | tr '\n' ,)
check "its page frames are listed" test -n "$pfns"
pkram-kexec hugepages=4 pfns=$pfns
not_ok "kexec failed"

. /lib/vmtest.sh
H1=/sys/kernel/mm/hugepages/hugepages-1048576kB
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
N=/sys/kernel/mm/pkram

mkdir -p /mnt/big /mnt/small /mnt/other /mnt/over
check_fails "pkram= does not go with min_size=" \
	mount -t hugetlbfs -o pkram=other,pagesize=2M,min_size=4M none /mnt/other
check_fails "preserve is for a remount" \
	mount -t hugetlbfs -o pkram=other,preserve none /mnt/other
check "a 1 GiB hugetlbfs mounts with pkram=big" \
	mount -t hugetlbfs -o pkram=big,pagesize=1G,size=2G none /mnt/big
check_fails "... a name mounted only once" \
	mount -t hugetlbfs -o pkram=big,pagesize=1G none /mnt/other
check "a 2 MiB hugetlbfs mounts with pkram=small" \
	mount -t hugetlbfs -o pkram=small,pagesize=2M,mode=1770,gid=100 none /mnt/small
check_sh "/proc/mounts shows pkram=big" "grep -q ' /mnt/big hugetlbfs .*pkram=big' /proc/mounts"

# The VM's memory: 2 GiB in 1 GiB pages, written through a shared mapping.
check "vm.ram, 2 GiB, is written" tmpfs_tree mmap-write /mnt/big/vm.ram 2048 11
check_read_eq "it holds the two 1 GiB pages" $H1/free_hugepages 0

# Ten 2 MiB pages, saved first: the next kernel's pool of 16 offers it
# last, once the 7 of the tree below are in, and it does not fit.
check "a tree of ten 2 MiB pages is saved" sh -c '
	mount -t hugetlbfs -o pkram=over,pagesize=2M none /mnt/over &&
	tmpfs_tree mmap-write /mnt/over/f 20 31 && mount -o remount,preserve,ro /mnt/over'
free2=$(cat $H2/free_hugepages)

# A tree with no huge page.
check "a tree with no huge page is saved" sh -c '
	mkdir -p /mnt/empty && mount -t hugetlbfs -o pkram=empty,pagesize=2M none /mnt/empty &&
	mkdir /mnt/empty/d && : > /mnt/empty/d/f && mkfifo /mnt/empty/p &&
	mount -o remount,preserve,ro /mnt/empty'

# hugetlbfs numbers inodes with get_next_ino(): use numbers up, so that the
# tree below has higher ones than the next kernel gives when it starts.
mount -t hugetlbfs -o pagesize=2M none /mnt/other
mkdir /mnt/other/burn
i=0
while [ $i -lt 30000 ]; do
	: > /mnt/other/burn/$i
	i=$((i + 1))
done
umount /mnt/other

# A tree of 2 MiB pages: directories, a hole, hard links, special files.
cd /mnt/small
check_sh "a tree of 2 MiB pages is made" '
	mkdir -p d/e empty &&
	tmpfs_tree mmap-write d/e/f 8 21 &&
	truncate -s 64M sparse && tmpfs_tree falloc sparse 16777216 4194304 &&
	tmpfs_tree falloc sparse 134217728 2097152 keep &&
	tmpfs_tree mmap-write one 2 22 && ln one d/two && ln one d/e/three &&
	mkfifo fifo && mknod null c 1 3 && : > empty-file &&
	chown 1000:1000 d && chmod 0700 d/e && chmod 4751 one &&
	touch -d @1000000000 d/e/f && chown 65534:65534 fifo'
cd /
used2=$((free2 - $(cat $H2/free_hugepages)))
check_eq "the tree holds 8 pages of 2 MiB, one beyond the end of a file" $used2 8

check_fails "preserve needs ro" mount -o remount,preserve /mnt/small
check_eq "... and saved nothing" "$(pkram_nodes)" "hugetlbfs:empty hugetlbfs:over "
# Listed read-only before any save, so that what a save does to it shows.
check "the 2 MiB tree is made read-only" mount -o remount,ro /mnt/small
list_small=$(tmpfs_tree list /mnt/small | md5sum | cut -c1-32)
check "the 2 MiB tree is saved" mount -o remount,preserve,ro /mnt/small
check_eq "... to its node" "$(pkram_nodes)" "hugetlbfs:empty hugetlbfs:over hugetlbfs:small "
check_fails "... which sysfs does not discard while mounted" \
	sh -c "echo hugetlbfs:small > $N/discard"
check "a remount rw drops the saved copy" mount -o remount,rw /mnt/small
check_eq "... gone" "$(pkram_nodes)" "hugetlbfs:empty hugetlbfs:over "
check "saved again" mount -o remount,preserve,ro /mnt/small
check "a reconfigure through fspick(2) that changes no flag" tmpfs_tree reconfigure /mnt/small
check_sh "... leaves the tree read-only" "grep -q ' /mnt/small hugetlbfs ro[ ,]' /proc/mounts"
check_eq "... and saved" "$(pkram_nodes)" "hugetlbfs:empty hugetlbfs:over hugetlbfs:small "
check "the 1 GiB tree is made read-only" mount -o remount,ro /mnt/big
list_big=$(tmpfs_tree list /mnt/big | md5sum | cut -c1-32)
check "the 1 GiB tree is saved" mount -o remount,preserve,ro /mnt/big
check_eq "the nodes listed" "$(pkram_nodes)" \
	"hugetlbfs:big hugetlbfs:empty hugetlbfs:over hugetlbfs:small "
check_fails "a saved tree is read-only" tmpfs_tree mmap-write /mnt/big/vm.ram 2048 12

list_empty=$(tmpfs_tree list /mnt/empty | md5sum | cut -c1-32)
pfns_big=$(tmpfs_tree pfns /mnt/big/vm.ram | tr '\n' ,)
pfns_f=$(tmpfs_tree pfns /mnt/small/d/e/f | tr '\n' ,)
echo "# big: $pfns_big f: $pfns_f"
tmpfs_tree list /mnt/small | sed 's/^/# /'
check_sh "page frames read" "[ -n '$pfns_big' ] && [ -n '$pfns_f' ]"

# A huge page with a memory error is never saved: the save fails, naming
# the file, and the mount stays writable; once the file is gone, the tree
# saves.
mkdir -p /mnt/poison
check "a hugetlbfs mounts with pkram=poison" \
	mount -t hugetlbfs -o pkram=poison,pagesize=2M none /mnt/poison
check "two files of a 2 MiB page each are written" sh -c '
	tmpfs_tree mmap-write /mnt/poison/bad 2 51 && tmpfs_tree mmap-write /mnt/poison/good 2 52'
check "bad's huge page gets a memory error" tmpfs_tree hwpoison /mnt/poison/bad 0
check_fails "remount,preserve,ro refuses the tree" mount -o remount,preserve,ro /mnt/poison
check_dmesg "saying which file" \
	"hugetlbfs: pkram: bad: the huge page at 0 has a memory error: not saved"
check_sh "nothing is saved" "! grep -q hugetlbfs:poison $N/nodes"
check "the mount stays writable" touch /mnt/poison/still-rw
check "the damaged file can be removed" rm -f /mnt/poison/bad
check "then the tree is saved" mount -o remount,preserve,ro /mnt/poison
check "... and dropped again by a remount rw" mount -o remount,rw /mnt/poison
umount /mnt/poison

# A read fault of a hole through a shared mapping puts a zeroed page in a
# file even of a saved, read-only tree: the saved copy keeps the hole
# (stage 2 lists the tree as saved), the page is freed at the kexec.
free=$(cat $H2/free_hugepages)
tmpfs_tree mmap-check /mnt/small/sparse 2 1 > /dev/null
check_read_eq "reading a hole of the saved sparse through a mapping takes a page" \
	$H2/free_hugepages $((free - 1))
check_eq "... the saved copies stay" "$(pkram_nodes)" \
	"hugetlbfs:big hugetlbfs:empty hugetlbfs:over hugetlbfs:small "

pkram-kexec hugepagesz=1G hugepages=2 hugepagesz=2M hugepages=16 \
	list_big=$list_big list_small=$list_small list_empty=$list_empty \
	pfns_big=$pfns_big pfns_f=$pfns_f \
	used2=$used2
not_ok "kexec failed"

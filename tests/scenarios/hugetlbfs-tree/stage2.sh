. /lib/vmtest.sh
H1=/sys/kernel/mm/hugepages/hugepages-1048576kB
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
N=/sys/kernel/mm/pkram
C=/sys/fs/cgroup
used2=$(stage_arg used2)
all="hugetlbfs:big hugetlbfs:empty hugetlbfs:over hugetlbfs:small "

check_dmesg "hugetlbfs:big joins the 1 GiB pool" \
	"HugeTLB: hugetlbfs:big: its preserved 1.00 GiB pages join the pool, in use"
check_dmesg "hugetlbfs:small joins the 2 MiB pool" \
	"HugeTLB: hugetlbfs:small: its preserved 2.00 MiB pages join the pool, in use"
check_dmesg "hugetlbfs:over does not fit after it" \
	"HugeTLB: hugetlbfs:over: 10 preserved 2.00 MiB pages do not fit hugepages=16 \\($used2 taken\\); kept preserved"
check_read_eq "1 GiB pool: two pages" $H1/nr_hugepages 2
check_read_eq "... both in use" $H1/free_hugepages 0
check_read_eq "2 MiB pool: sixteen pages" $H2/nr_hugepages 16
check_read_eq "... the tree's in use" $H2/free_hugepages $((16 - used2))
check_eq "HugePages_Rsvd" "$(meminfo HugePages_Rsvd)" 0

mkdir -p /mnt/big /mnt/small /mnt/other /mnt/over /mnt/empty
check_fails "a tree mounts only with its page size" \
	mount -t hugetlbfs -o pkram=big,pagesize=2M none /mnt/big
check_dmesg "... saying so" \
	"hugetlbfs: pkram=big: the tree is of 1048576 KiB pages, the mount of 2048 KiB: mount with its pagesize="
check_eq "... and the tree is kept" "$(pkram_nodes)" "$all"
check_fails "the tree the pool did not take does not mount" \
	mount -t hugetlbfs -o pkram=over,pagesize=2M none /mnt/over
check_dmesg "... saying so" \
	"hugetlbfs: pkram=over: the tree's huge pages are not in the pool \\(the boot log says why\\): mount refused, tree kept"
check_eq "... and it is kept" "$(pkram_nodes)" "$all"
check_read_eq "... the pool as it was" $H2/free_hugepages $((16 - used2))
check "the tree with no huge page mounts" mount -t hugetlbfs -o pkram=empty,pagesize=2M none /mnt/empty
check_dmesg "... restored" "hugetlbfs: pkram=empty: restored 4 inodes, 0 huge pages in [0-9]+ us"
mount -o remount,ro /mnt/empty
check_eq "... and lists as it was" \
	"$(tmpfs_tree list /mnt/empty | md5sum | cut -c1-32)" "$(stage_arg list_empty)"

check "the 1 GiB tree mounts" mount -t hugetlbfs -o pkram=big,pagesize=1G none /mnt/big
check_dmesg "... restored" "hugetlbfs: pkram=big: restored 2 inodes, 2 huge pages in [0-9]+ us"
mkdir -p $C && mount -t cgroup2 none $C && echo +hugetlb > $C/cgroup.subtree_control
mkdir $C/tight $C/roomy
echo 8M > $C/tight/hugetlb.2MB.max
check_fails "the 2 MiB tree does not mount from a cgroup too small for it" \
	in_cgroup $C/tight mount -t hugetlbfs -o pkram=small,pagesize=2M none /mnt/small
check_dmesg "... saying so" \
	"hugetlbfs: pkram=small: cannot restore the preserved tree \\(-12\\): mount refused, tree kept"
check_eq "... nothing left charged to it" "$(cat $C/tight/hugetlb.2MB.current)" 0
check_eq "... nor reserved" "$(cat $C/tight/hugetlb.2MB.rsvd.current)" 0
check "the 2 MiB tree mounts from a cgroup with room" in_cgroup $C/roomy \
	mount -t hugetlbfs -o pkram=small,pagesize=2M,mode=1770,gid=100 none /mnt/small
check_eq "... its pages charged to it" "$(cat $C/roomy/hugetlb.2MB.current)" $((used2 * 2097152))
check_eq "... and reserved" "$(cat $C/roomy/hugetlb.2MB.rsvd.current)" $((used2 * 2097152))
check_dmesg "... restored" "hugetlbfs: pkram=small: restored 10 inodes, $used2 huge pages in [0-9]+ us"
check_eq "the nodes are the mounts' now" "$(pkram_nodes)" "hugetlbfs:over "

check_sh "/proc/mounts shows pkram=small" "grep -q ' /mnt/small hugetlbfs .*pkram=small' /proc/mounts"

check "the mounts are made read-only to list them" mount -o remount,ro /mnt/small
mount -o remount,ro /mnt/big
check_eq "the 1 GiB tree lists as it was" \
	"$(tmpfs_tree list /mnt/big | md5sum | cut -c1-32)" "$(stage_arg list_big)"
check_eq "the 2 MiB tree lists as it was" \
	"$(tmpfs_tree list /mnt/small | md5sum | cut -c1-32)" "$(stage_arg list_small)"
tmpfs_tree list /mnt/small | sed 's/^/# /'
check_eq "vm.ram is in the same 1 GiB pages" \
	"$(tmpfs_tree pfns /mnt/big/vm.ram | tr '\n' ,)" "$(stage_arg pfns_big)"
check_eq "d/e/f is in the same 2 MiB pages" \
	"$(tmpfs_tree pfns /mnt/small/d/e/f | tr '\n' ,)" "$(stage_arg pfns_f)"
# As fallocate() or a fault leaves a huge page it fills.
# shellcheck disable=SC2016
check_sh "the restored huge pages are uptodate" \
	'for p in $(tmpfs_tree pfns /mnt/big/vm.ram) $(tmpfs_tree pfns /mnt/small/d/e/f); do
		kpageflag_set $((0x$p)) 3 || exit 1
	done'
check "vm.ram reads back" tmpfs_tree mmap-check /mnt/big/vm.ram 2048 11
check "d/e/f reads back" tmpfs_tree mmap-check /mnt/small/d/e/f 8 21
check "one reads back through its hard link" tmpfs_tree mmap-check /mnt/small/d/e/three 2 22

check_read_eq "1 GiB pool: both pages still in use" $H1/free_hugepages 0
check_read_eq "2 MiB pool: as before the mount" $H2/free_hugepages $((16 - used2))
check_eq "HugePages_Rsvd: a mapping reserves no restored page" "$(meminfo HugePages_Rsvd)" 0

# New inodes of a restored tree: none takes the number of an old one, and
# the tree can be saved again.
check "the 2 MiB tree is writable" mount -o remount,rw /mnt/small
mkdir /mnt/small/new
i=0
while [ $i -lt 40000 ]; do
	: > /mnt/small/new/$i
	i=$((i + 1))
done
# One number is listed three times: one, d/two and d/e/three are links.
check_eq "no two inodes share a number" \
	"$(ls -iR /mnt/small | awk 'NF == 2 { print $1 }' | sort | uniq -c | awk '$1 > 1' |
	   wc -l)" 1
check "the tree is saved with them" mount -o remount,preserve,ro /mnt/small
check "... and made writable again, which drops it" mount -o remount,rw /mnt/small
rm -r /mnt/small/new

check "the 1 GiB tree is writable again" mount -o remount,rw /mnt/big
check "vm.ram is written, the pool empty" tmpfs_tree mmap-write /mnt/big/vm.ram 2048 13
check "... and reads back" tmpfs_tree mmap-check /mnt/big/vm.ram 2048 13

# Saved and restored in this kernel: the pages leave the mount's subpool
# as it goes, and come back.
check "the 1 GiB tree is saved again" mount -o remount,preserve,ro /mnt/big
check "... and unmounted" umount /mnt/big
check_read_eq "... its pages still in use, PKRAM's" $H1/free_hugepages 0
check "it mounts again in this kernel" \
	mount -t hugetlbfs -o pkram=big,pagesize=1G,size=1G none /mnt/big
check_dmesg "... size= raised" "hugetlbfs: pkram=big: size= raised to the 2 huge pages of the tree"
check "vm.ram reads back" tmpfs_tree mmap-check /mnt/big/vm.ram 2048 13
check_sh "statfs counts the pages in the subpool" \
	"[ \"\$(stat -f -c '%b %f' /mnt/big)\" = '2 0' ]"

check "vm.ram is removed" rm /mnt/big/vm.ram
check_read_eq "... its pages are free in the pool" $H1/free_hugepages 2
check "the 2 MiB tree is unmounted" umount /mnt/small
check_read_eq "... its pages are free in the pool" $H2/free_hugepages 16
check_eq "... and uncharged" "$(cat $C/roomy/hugetlb.2MB.current)" 0
check_eq "... its reservation too" "$(cat $C/roomy/hugetlb.2MB.rsvd.current)" 0
check "the tree with no huge page is unmounted" umount /mnt/empty
check_eq "no node is left but the tree that did not fit" "$(pkram_nodes)" "hugetlbfs:over "
total=$(meminfo MemTotal)
check_sh "that one is discarded" "echo hugetlbfs:over > $N/discard"
# With the node's own metadata pages, a few kB more.
grew=$(($(meminfo MemTotal) - total))
echo "# MemTotal grew by $grew kB"
check "... its 20 MiB back in MemTotal" test $grew -ge 20480 -a $grew -le 20544
check_eq "no node is left" "$(pkram_nodes)" ""

. /lib/vmtest.sh
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
mkdir -p /mnt/ft
check "a hugetlbfs mounts with pkram=ft" mount -t hugetlbfs -o pkram=ft,pagesize=2M,size=64M none /mnt/ft
check_sh "a tree is made in it" '
	cd /mnt/ft && mkdir -p a/b c &&
	tmpfs_tree mmap-write a/b/f 8 41 && tmpfs_tree mmap-write c/g 4 42 &&
	tmpfs_tree mmap-write h 2 43 && ln h a/h2 && mkfifo a/p &&
	truncate -s 32M sparse && tmpfs_tree falloc sparse 8388608 2097152'
used=$((32 - $(cat $H2/free_hugepages)))
check_eq "it holds 8 huge pages" $used 8

# The save, with an injected failure at its 1st, 2nd, ... allocation
# (slab, page and PKRAM metadata), quietly: every failed save must leave
# the tree read-write (mount_fail_nth checks), unchanged, and nothing
# saved, no metadata page kept; one that succeeds all the same is
# dropped (remount,rw) and the stepping goes on.
D=/sys/kernel/debug
for f in failslab fail_page_alloc fail_pkram_alloc; do echo 0 > $D/$f/verbose; done
for f in failslab fail_page_alloc; do echo N > $D/$f/ignore-gfp-wait; done
meta() { cat $D/pkram_test/meta_pages; }
# Listed once first: the first listing sets the directories' atimes.
tmpfs_tree list /mnt/ft > /dev/null
meta0=$(meta) sum=$(sum_of tmpfs_tree list /mnt/ft)
n=1 failed=0 tolerated=0 bad=0
while :; do
	out=$(mount_fail_nth --remount /mnt/ft preserve $n 20000) || :
	last=$(echo "$out" | tail -n 1)
	failed=$((failed + $(echo "$out" | grep -c '^[0-9]')))
	set -- $last
	case $1 in
	mounted) break ;;
	tolerated)
		tolerated=$((tolerated + 1))
		[ "$(pkram_nodes)" = "hugetlbfs:ft " ] || bad=$((bad + 1))
		mount -o remount,rw /mnt/ft || bad=$((bad + 1))
		n=$(($2 + 1)) ;;
	*)	echo "# mount_fail_nth: $last"; bad=$((bad + 1)); break ;;
	esac
	[ $n -lt 300 ] || { echo "# too many steps"; bad=$((bad + 1)); break; }
done
echo "# save: fault sites stepped: $((${2:-1} - 1)); failed: $failed; tolerated: $tolerated"
check "the injected failures reached into the save (>= 10 sites)" test $((${2:-1} - 1)) -ge 10
check_eq "every save failed cleanly, read-write, or succeeded" "$bad" 0
check_eq "the last step saved the tree" "$(pkram_nodes)" "hugetlbfs:ft "
check "dropped again (remount,rw)" mount -o remount,rw /mnt/ft
check_eq "no failed save kept a node or a metadata page" "$(pkram_nodes) $(meta)" " $meta0"
check_eq "the tree is as it was" "$(sum_of tmpfs_tree list /mnt/ft)" "$sum"
check_read_eq "its pages still in use" $H2/free_hugepages $((32 - used))
check_dmesg "a failed save said so" "hugetlbfs: pkram=ft: tree not saved: -12"
# Listed read-only before the save, so that what the save does to it shows.
check "the tree is made read-only" mount -o remount,ro /mnt/ft
ro_sum=$(sum_of tmpfs_tree list /mnt/ft)
check "the tree is saved" mount -o remount,preserve,ro /mnt/ft
check_dmesg "the save says what it kept" \
	"hugetlbfs: pkram=ft: preserved 9 inodes, 8 huge pages in [0-9]+ us"
pkram-kexec hugepagesz=2M hugepages=32 ft_sum=$ro_sum used=$used
not_ok "kexec failed"

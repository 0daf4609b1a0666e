. /lib/vmtest.sh
# The same for a huge page of a saved hugetlbfs tree: PKRAM holds it
# where it is, never copied.
mkdir -p /mnt/h
check "pkram=h mounts a hugetlbfs of 2 MiB pages" \
	mount -t hugetlbfs -o pkram=h,pagesize=2M,size=8M none /mnt/h
check_sh "two files of one huge page are written" \
	'tmpfs_tree mmap-write /mnt/h/bad 2 1 && tmpfs_tree mmap-write /mnt/h/good 2 2'
check "the hugetlbfs tree is saved" mount -o remount,preserve,ro /mnt/h
check "the next kernel is loaded" pkram-kexec --load-only
check "the huge page of bad gets a memory error" tmpfs_tree hwpoison /mnt/h/bad 0
check_fails "kexec -e is refused" kexec -e -x
check_dmesg "naming the hugetlbfs node" \
	"pkram: kexec refused: node hugetlbfs:h holds a page with a memory error \\(pfn 0x[0-9a-f]+\\)"
check "its saved copy is dropped by a read-write remount" mount -o remount,rw /mnt/h
check "the damaged file can be removed" rm -f /mnt/h/bad
check "the hugetlbfs tree is saved again" mount -o remount,preserve,ro /mnt/h
check "the next kernel is loaded again" pkram-kexec --load-only

mkdir -p /mnt/p
check "pkram=p mounts" mount -t tmpfs -o pkram=p none /mnt/p
check_sh "two files of 1 MiB are written" \
	'dd if=/dev/urandom of=/mnt/p/bad bs=1M count=1 2>/dev/null && dd if=/dev/urandom of=/mnt/p/good bs=1M count=1 2>/dev/null'
check "the tree is saved" mount -o remount,preserve,ro /mnt/p
check "the next kernel is loaded" pkram-kexec --load-only
check "page 10 of bad gets a memory error" tmpfs_tree hwpoison /mnt/p/bad 10
check_dmesg "the kernel saw it" "Memory failure: 0x[0-9a-f]+: "
check_fails "kexec -e is refused" kexec -e -x
check_dmesg "naming the node" \
	"pkram: kexec refused: node tmpfs:p holds a page with a memory error \(pfn 0x[0-9a-f]+\); discard the node, or save its data again without that page"
check_fails "loading a kernel is refused too" pkram-kexec --load-only
check_dmesg "for the same reason" "pkram: kexec image refused: node tmpfs:p holds a page with a memory error"
check "the saved copy is dropped by a read-write remount" mount -o remount,rw /mnt/p
check "the damaged file can be removed" rm -f /mnt/p/bad
check "the mount is read-only" mount -o remount,ro /mnt/p
sum=$(sum_of md5sum /mnt/p/good)
check "the tree is saved again" mount -o remount,preserve,ro /mnt/p
pkram-kexec good_sum=$sum hugepagesz=2M hugepages=4
not_ok "kexec failed"

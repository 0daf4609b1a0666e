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
check "the tree is saved" mount -o remount,preserve,ro /mnt/ft
pkram-kexec hugepagesz=2M hugepages=32 ft_sum=$(sum_of tmpfs_tree list /mnt/ft) used=$used
not_ok "kexec failed"

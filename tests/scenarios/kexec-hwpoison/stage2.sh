. /lib/vmtest.sh
check_dmesg "the trees were handed over" "pkram: 2 nodes handed over"
mkdir -p /mnt/h
check "pkram=h mounts the hugetlbfs tree" mount -t hugetlbfs -o pkram=h,pagesize=2M none /mnt/h
check "its good file came back" tmpfs_tree mmap-check /mnt/h/good 2 2
check "its damaged one is gone" test ! -e /mnt/h/bad
mkdir -p /mnt/p
check "pkram=p mounts" mount -t tmpfs -o pkram=p none /mnt/p
check_eq "the good file came back" "$(sum_of md5sum /mnt/p/good)" "$(stage_arg good_sum)"
check "the damaged one is gone" test ! -e /mnt/p/bad

. /lib/vmtest.sh
check_dmesg "the tree was handed over" "pkram: 1 nodes handed over"
mkdir -p /mnt/p
check "pkram=p mounts" mount -t tmpfs -o pkram=p none /mnt/p
check_eq "the good file came back" "$(sum_of md5sum /mnt/p/good)" "$(stage_arg good_sum)"
check "the damaged one is gone" test ! -e /mnt/p/bad

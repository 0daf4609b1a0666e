. /lib/vmtest.sh
H=/sys/kernel/mm/hugepages/hugepages-1048576kB
T=/sys/kernel/debug/pkram_test
N=/sys/kernel/mm/pkram

check_dmesg "the hand-over is taken whole" "pkram: 5 nodes handed over"
check_eq "every node is listed" "$(pkram_nodes)" "giant giant2 giant3 small tmpfs:t "
check_read_eq "hugepages=0: no pool" $H/nr_hugepages 0
mkdir -p /mnt/t
check "pkram=t mounts the tree" mount -t tmpfs -o pkram=t none /mnt/t
check "its 256 MiB read back the pattern written" \
	tmpfs_tree mmap-check /mnt/t/data 256 "$(stage_arg tree_seed)"
check_sh "node small verifies" "echo small > $T/verify"

total=$(meminfo MemTotal)
free=$(meminfo MemFree)
check_sh "node giant verifies as pages" "echo giant > $T/verify_pages"
check_dmesg "... its 1 GiB folio intact" "pkram_test: giant: ok as pages, 1 folios of order 18, 100 bytes"
check "... and freed: MemTotal grew by 1 GiB" grew_by 1048576 "$(meminfo MemTotal)" $total 4096
check "... and MemFree by as much" grew_by 1048576 "$(meminfo MemFree)" $free 4096

# A user that tries a plain load first cancels it, and loads as pages.
total=$(meminfo MemTotal)
check_fails "node giant2 does not load as a folio" sh -c "echo giant2 > $T/verify"
check_dmesg "... which says so" "pkram_test: giant2: FAILED: a gigantic folio loads as pages only; node kept"
check_eq "... the cancelled load keeps the node" "$(pkram_nodes | sed 's/tmpfs:t //')" "giant2 giant3 "
check "... and its memory: MemTotal is as it was" grew_by 0 "$(meminfo MemTotal)" $total 4096
check_sh "then node giant2 verifies as pages" "echo giant2 > $T/verify_pages"
check "... and is freed: MemTotal grew by 1 GiB" grew_by 1048576 "$(meminfo MemTotal)" $total 4096

total=$(meminfo MemTotal)
check_sh "node giant3 is discarded unread" "echo giant3 > $N/discard"
check "... and freed: MemTotal grew by 1 GiB" grew_by 1048576 "$(meminfo MemTotal)" $total 4096
check_eq "no node is left but the mounted tree's" "$(pkram_nodes | sed 's/tmpfs:t //')" ""

cold=$(stage_arg cold_memtotal)
now=$(meminfo MemTotal)
diff=$((now > cold ? now - cold : cold - now))
echo "# MemTotal: $now kB, cold boot $cold kB"
check "MemTotal within 1 MiB of the cold boot's" test $diff -le 1024
# The freed blocks are memory like any other: fill most of what is free.
mkdir -p /mnt/fill
mount -t tmpfs -o size=100% none /mnt/fill
mib=$(( $(meminfo MemAvailable) / 1024 - 512 ))
echo "# filling $mib MiB"
check "$mib MiB written to a tmpfs" tmpfs_tree mmap-write /mnt/fill/f $mib 91
check "... read back" tmpfs_tree mmap-check /mnt/fill/f $mib 91
check "more than the 3 GiB freed were used" test $mib -gt 3072

. /lib/vmtest.sh
N=/sys/kernel/mm/pkram/nodes
nodes() { sort $N | tr '\n' ' '; }
check_eq "three nodes were handed over" "$(nodes)" "tmpfs:a tmpfs:b tmpfs:c "
mkdir -p /mnt/a /mnt/b
mount -t tmpfs -o pkram=b,ro none /mnt/b
check_eq "b comes back on its own" "$(tmpfs_tree list /mnt/b | md5sum | cut -d' ' -f1)" \
	"$(stage_arg b_sum)"
check_eq "a and c are still there" "$(nodes)" "tmpfs:a tmpfs:c "
mount -t tmpfs -o pkram=a,ro none /mnt/a
check_eq "a comes back on its own" "$(tmpfs_tree list /mnt/a | md5sum | cut -d' ' -f1)" \
	"$(stage_arg a_sum)"
memtotal() { awk '/^MemTotal:/ {print $2}' /proc/meminfo; }
before=$(memtotal)
echo tmpfs:c > /sys/kernel/mm/pkram/discard
check "c, which nobody mounts, can be freed" test $? = 0
after=$(memtotal)
echo "# MemTotal: $before kB before, $after kB after freeing c"
check "freeing c gives its 200 MiB back" test $((after - before)) -ge 204000
check_eq "nothing is left" "$(nodes)" ""

. /lib/vmtest.sh
mkdir -p /mnt/m
check "pkram=m mounts" mount -t tmpfs -o pkram=m none /mnt/m
check_eq "the file came back" "$(sum_of md5sum /mnt/m/data)" "$(stage_arg m_sum)"

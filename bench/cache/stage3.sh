# The peer: the cache back from the disk.
. ./common.sh
check "memcached serves every key again" warm_mark disk.warm
boot_done
report_boot disk
verify disk
check_no_dmesg "this boot took no hand-over" 'pkram: .*nodes handed over'

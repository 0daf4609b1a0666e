. /lib/vmtest.sh
check_fails "the kernel without PKRAM has none" test -e /sys/kernel/mm/pkram
check_no_dmesg "it took nothing over" "pkram: .*handed over"
mkdir -p /mnt/t
check_fails "and mounts no pkram= tree" mount -t tmpfs -o pkram=tree none /mnt/t
# All memory is its own: MemTotal as the kernel handing over had, within
# 32 MiB (the kernels differ in size).
total=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)
check "its MemTotal ($total kB) is the whole memory ($(stage_arg total) kB before)" \
	test $(( total - $(stage_arg total) )) -ge -32768

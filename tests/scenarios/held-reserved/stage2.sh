. /lib/vmtest.sh
check_dmesg "1 node was handed over" "pkram: 1 nodes handed over"
check_dmesg "held memory that is not preserved was freed" "pkram: [0-9]+ held pages freed"
# The first setup_data: its address is boot_params.hdr.setup_data (offset
# 0x250 of /sys/kernel/boot_params/data); a 16-byte header and the data
# /sys/kernel/boot_params/setup_data/0/data shows.
addr=$(dd if=/sys/kernel/boot_params/data bs=8 skip=$((0x250 / 8)) count=1 2>/dev/null |
	od -An -tu8 | tr -d ' ')
check "kexec_file passed setup_data to this kernel" test "${addr:-0}" -gt 0 -a \
	-r /sys/kernel/boot_params/setup_data/0/data
size=$((16 + $(wc -c < /sys/kernel/boot_params/setup_data/0/data)))
type=$(cat /sys/kernel/boot_params/setup_data/0/type)
check_eq "it is the RNG seed (SETUP_RNG_SEED)" "$type" 0x9
# kexec_file puts boot_params and its setup_data as low as it can, from
# 576 KiB up: below 1 MiB, which PKRAM never holds, so held memory has no
# page that is partly reserved for it.
check "it lies below 1 MiB ($(printf %#x ${addr:-0})+$size)" test $((addr + size)) -le 1048576
for pfn in $(seq $((addr >> 12)) $(( (addr + size - 1) >> 12 ))); do
	check "its page $pfn stays reserved" kpageflag_set $pfn 32
done
check_sh "node spread verifies" "echo spread > /sys/kernel/debug/pkram_test/verify"

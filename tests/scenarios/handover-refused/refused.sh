# Checks for a boot given a pkram= it must refuse; sourced by the stages.
# $1: what the error line must say.
T=/sys/kernel/debug/pkram_test
cold=$(stage_arg cold_memtotal)
# Named by pkram= (pkram-kexec --pfn), or passed by kexec_file_load.
errors=$(dmesg | grep -cE "pkram: (pkram=|hand-over at pfn ).*nothing preserved is used")
check_eq "one pkram: error line" "$errors" 1
check_dmesg "it says: $1" "pkram: (pkram=|hand-over at pfn ).*($1)"
check_no_dmesg "nothing was taken over" "handed over"
now=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
diff=$((now > cold ? now - cold : cold - now))
check "MemTotal within 1 MiB of the cold boot's ($now kB, cold $cold kB)" test $diff -le 1024
check_read_eq "nothing to hand over" /sys/kernel/pkram ""

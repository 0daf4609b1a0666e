. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

memtotal=$(awk '/^MemTotal/ {print $2}' /proc/meminfo)
check "mem=1G: this kernel sees at most 1 GiB ($memtotal kB)" test "$memtotal" -le 1048576
scratch_kb=$(scratch_kb)
echo "# scratch memory: $scratch_kb kB"
# A 4 GiB kernel needs 64 MiB of memmap alone, and a 64 MiB bounce buffer.
check "scratch is sized for the 4 GiB kexec passes on: >= 176 MiB" test "$scratch_kb" -ge $((176 * 1024))
check_sh "save node small (100 pages, 1000 bytes)" "echo 'small 100 0 1000' > $T/save"
check_sh "save node huge (8 folios of order 9)" "echo 'huge 4096 9 10' > $T/save"
# mem=64G: more than the guest has, so the next kernel sees all of it.
pkram-kexec mem=64G
not_ok "kexec failed"

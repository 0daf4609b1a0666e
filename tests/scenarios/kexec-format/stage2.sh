. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

check_sh "node small verifies" "echo small > $T/verify"
mkdir -p /mnt/t
check "the tree mounts" mount -t tmpfs -o pkram=t none /mnt/t
check_eq "its file came back" "$(cat /mnt/t/file)" kept

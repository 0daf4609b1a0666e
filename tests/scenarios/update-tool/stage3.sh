. /lib/vmtest.sh
check_eq "the scheduled update kexec'd with its arguments" "$(stage_arg update)" scheduled
check_eq "/a and /c d were handed over, /b was not" "$(pkram_nodes)" "tmpfs:a tmpfs:cd "
mkdir -p /a "/c d"
check "pkram=a mounts" mount -t tmpfs -o pkram=a none /a
check_eq "/a is back, as written before the schedule ran" "$(cat /a/file)" gamma
check_eq "... with the file that outgrew fstab's size=" "$(md5sum < /a/big | cut -d' ' -f1)" \
	"$(stage_arg big)"
check "pkram=cd mounts" mount -t tmpfs -o pkram=cd none "/c d"
check_eq "/c d is back" "$(cat "/c d/file")" delta

. /lib/vmtest.sh
check_eq "the scheduled update kexec'd with its arguments" "$(stage_arg update)" scheduled
check_eq "only /a was handed over" "$(pkram_nodes)" "tmpfs:a "
mkdir -p /a
check "pkram=a mounts" mount -t tmpfs -o pkram=a none /a
check_eq "/a is back, as written before the schedule ran" "$(cat /a/file)" gamma

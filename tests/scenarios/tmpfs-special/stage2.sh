. /lib/vmtest.sh
# as_user CMD...: CMD as uid and gid 1000.
as_user() { /usr/local/bin/setpriv --reuid=1000 --regid=1000 --clear-groups "$@"; }
# cap_eff: the effective capabilities /sp/cat runs with, as uid 1000.
cap_eff() { as_user /sp/cat /proc/self/status | awk '/^CapEff/ { print $2 }'; }
mkdir -p /sp
check "pkram=sp mounts with nodev,nosuid" mount -t tmpfs -o pkram=sp,nodev,nosuid none /sp
check_eq "the device node is back, 1,3" "$(stat -c '%F %t,%T' /sp/null)" \
	"character special file 1,3"
check_fails "... and cannot be opened on a nodev mount" sh -c 'echo x > /sp/null'
check_eq "the setuid and setgid bits are back" "$(stat -c '%a %u %g' /sp/id)" "6755 0 0"
check_eq "... and give uid 1000 nothing on a nosuid mount" "$(as_user /sp/id -u) $(as_user /sp/id -g)" "1000 1000"
check_eq "the file capability is back" "$(/usr/local/bin/getcap /sp/cat)" "/sp/cat cap_net_raw=ep"
check_eq "... and gives nothing on a nosuid mount" "$(cap_eff)" 0000000000000000
# Without nodev and nosuid they work again: what was kept is intact.
check "remounting with dev,suid" mount -o remount,dev,suid /sp
check "the device node works as /dev/null" sh -c 'echo x > /sp/null'
check_eq "the setuid, setgid program runs as root" "$(as_user /sp/id -u) $(as_user /sp/id -g)" "0 0"
check_eq "the capability is granted (cap_net_raw, bit 13)" "$(cap_eff)" 0000000000002000

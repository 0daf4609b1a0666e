. /lib/vmtest.sh
mkdir -p /sp
mount -t tmpfs -o pkram=sp none /sp
check "a character device node, 1,3 (as /dev/null)" mknod /sp/null c 1 3
cp /usr/local/bin/id /sp/id
check "a setuid-root, setgid-root program (coreutils' id)" chmod 6755 /sp/id
cp /usr/local/bin/cat /sp/cat
check "a program with a file capability (coreutils' cat, cap_net_raw)" \
	/usr/local/bin/setcap cap_net_raw+ep /sp/cat
check_eq "... getcap shows it" "$(/usr/local/bin/getcap /sp/cat)" "/sp/cat cap_net_raw=ep"
check "the tree is preserved" mount -o remount,preserve,ro /sp
pkram-kexec
not_ok "kexec failed"

. /lib/vmtest.sh
check_eq "both trees were handed over" "$(pkram_nodes)" "tmpfs:a tmpfs:b "
check "vmtest_stage= given to the tool replaced the old one" \
	test "$(grep -o 'vmtest_stage=[0-9]*' /proc/cmdline)" = vmtest_stage=2
mkdir -p /a /b /etc
cat > /etc/fstab <<'FSTAB'
none /a tmpfs pkram=a 0 0
none /b tmpfs pkram=b 0 0
FSTAB
check "mount -a mounts them from /etc/fstab" mount -a
check_eq "/a is back" "$(cat /a/file)" alpha
check_eq "/b is back" "$(cat /b/file)" beta
check_eq "nothing is left to hand over" "$(pkram_nodes)" ""

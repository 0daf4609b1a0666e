. /lib/vmtest.sh

check_eq "no arguments: usage, exit 2" "$(status_of pkram-update)" 2
check_eq "an unknown option: exit 2" "$(status_of pkram-update --frobnicate /boot/bzImage)" 2
check_eq "a kernel image that is not there: exit 2" "$(status_of pkram-update /boot/nonesuch)" 2
check_eq "--run-schedule takes no arguments: exit 2" "$(status_of pkram-update --run-schedule /a)" 2
check_eq "nothing to preserve: exit 1" "$(status_of pkram-update /boot/bzImage)" 1
check "... and it says so" grep -q "nothing to preserve" /tmp/out

mkdir -p /a /b /c
mount -t tmpfs -o pkram=a none /a
mount -t tmpfs -o pkram=b none /b
mount -t tmpfs none /c
echo alpha > /a/file
echo beta > /b/file
check_eq "a mount point that is not a pkram= mount: exit 2" \
	"$(status_of pkram-update /boot/bzImage /c)" 2
check_eq "--dry-run: exit 0" "$(status_of pkram-update --dry-run /boot/bzImage)" 0
check "... it lists both pkram= mounts" \
	sh -c 'grep -q "pkram=a mounted on /a" /tmp/out && grep -q "pkram=b mounted on /b" /tmp/out'
check_eq "... and preserves nothing" "$(pkram_nodes)" ""
check "... both mounts stay writable" sh -c 'touch /a/.w /b/.w && rm /a/.w /b/.w'

check_eq "an image that cannot take the hand-over: exit 1" \
	"$(status_of pkram-update /bin/busybox)" 1
check "... it names the image" grep -q "cannot take" /tmp/out
check_eq "... and preserves nothing" "$(pkram_nodes)" ""

# A file open for writing on /b: /a is preserved first, then /b fails,
# and /a is made writable again, its saved copy dropped.
exec 3>>/b/file
check_eq "a tree that cannot be preserved: exit 1" \
	"$(status_of pkram-update --load-only /boot/bzImage /a /b)" 1
check "... it names the step that failed" grep -q "preserving /b failed" /tmp/out
check "... and what it undid" grep -q "/a writable again" /tmp/out
check "... /a is writable again" sh -c 'touch /a/.w && rm /a/.w'
check_eq "... nothing is left preserved" "$(pkram_nodes)" ""
check_eq "... no kernel is loaded" "$(cat /sys/kernel/kexec_loaded)" 0
exec 3>&-

check_eq "--load-only: exit 0" \
	"$(status_of pkram-update --load-only --initrd /boot/initrd.img /boot/bzImage)" 0
check_eq "... both trees are preserved" "$(pkram_nodes)" "tmpfs:a tmpfs:b "
check_eq "... the kernel is loaded" "$(cat /sys/kernel/kexec_loaded)" 1
check "... it says what it loaded" grep -q "loaded /boot/bzImage with: " /tmp/out
check_fails "... without pkram=: kexec_file_load passes the hand-over" grep -q "loaded .*pkram=" /tmp/out
kexec -u
mount -o remount,rw /a
mount -o remount,rw /b
check_eq "remounting rw drops the saved copies" "$(pkram_nodes)" ""

pkram-update --initrd /boot/initrd.img --append "vmtest_stage=2" /boot/bzImage
not_ok "the update did not kexec"

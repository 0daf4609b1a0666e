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

# The update as systemctl kexec does it with pkram-update.service:
# --schedule checks, loads and records; the service's stop at shutdown
# runs --run-schedule (preserve, load again); systemd unmounts and kexecs.
mkdir -p /run "/c d" /d
check "a pkram= tree on a mount point with a blank mounts" \
	mount -t tmpfs -o pkram=cd none "/c d"
mount -t tmpfs -o pkram=d none /d
echo delta > "/c d/file"
echo gamma > /a/file
check_eq "--run-schedule with nothing scheduled: exit 0" \
	"$(status_of pkram-update --run-schedule)" 0
check "... it says so" grep -q "nothing scheduled" /tmp/out
check_eq "... and preserves nothing" "$(pkram_nodes)" ""
check_eq "--cancel with nothing scheduled: exit 0" "$(status_of pkram-update --cancel)" 0
check_eq "--schedule with an image that cannot take the hand-over: exit 1" \
	"$(status_of pkram-update --schedule /bin/busybox /a)" 1
check "... schedules nothing" test ! -e /run/pkram-update.schedule
check_eq "--schedule with a newline in --append: exit 2" \
	"$(status_of pkram-update --schedule --append "a=1
b=2" /boot/bzImage /a)" 2
check "... schedules nothing" test ! -e /run/pkram-update.schedule
check_eq "--schedule, then --cancel: exit 0" \
	"$(status_of pkram-update --schedule /boot/bzImage /a)" 0
check_eq "... --schedule loaded a kernel" "$(cat /sys/kernel/kexec_loaded)" 1
check_eq "... --cancel: exit 0" "$(status_of pkram-update --cancel)" 0
check "... the schedule is gone" test ! -e /run/pkram-update.schedule
check_eq "... and so is the kernel" "$(cat /sys/kernel/kexec_loaded)" 0

# /etc/fstab says size=1m for /a; the tree has grown past that since.
sed -i 's|^none /a tmpfs pkram=a 0 0$|none /a tmpfs pkram=a,size=1m 0 0|' /etc/fstab
check "/a grows to 8m" mount -o remount,size=8m none /a
check "... and takes a 2 MiB file" dd if=/dev/urandom of=/a/big bs=1M count=2
sum=$(md5sum < /a/big)
# The image and initrd where others can write: --schedule copies them,
# what runs at shutdown must not read what was swapped in since.
mkdir -p /tmp/upd
chmod 1777 /tmp/upd
cp /boot/bzImage /boot/initrd.img /tmp/upd/
check_eq "--schedule of /a, /c d/ (a blank, a trailing slash), /b and /d: exit 0" \
	"$(status_of pkram-update --schedule --initrd /tmp/upd/initrd.img \
		--append "vmtest_stage=3 update=scheduled big=${sum%% *}" /tmp/upd/bzImage /a "/c d/" /b /d)" 0
check "... the update is recorded" test -s /run/pkram-update.schedule
check_eq "... with copies of the image and initrd only root can reach" \
	"$(stat -c '%a %u' /run/pkram-update 2>&1)" "700 0"
cp /bin/busybox /tmp/upd/bzImage
echo swapped > /tmp/upd/initrd.img
check_eq "... a kernel is loaded, as systemctl kexec wants" "$(cat /sys/kernel/kexec_loaded)" 1
check_eq "... nothing is preserved yet" "$(pkram_nodes)" ""
check "... /a stays writable" sh -c 'touch /a/.w && rm /a/.w'

# A program that did not stop, an unprivileged user's: a file of /b (mode
# 1777, tmpfs's default) open for writing when the service runs; and /d
# unmounted since.  The shutdown goes on whatever happens: /b and /d are
# left out, the others kept, and the journal says who held /b.
/usr/local/bin/setpriv --reuid=1000 --regid=1000 --clear-groups sh -c 'exec 3>/b/user; exec sleep 1000' &
holder=$!
for i in 1 2 3 4 5 6 7 8 9 10; do [ -e /b/user ] && break; sleep 1; done
umount /d
check_eq "--run-schedule with /b busy and /d gone: exit 1" \
	"$(status_of pkram-update --run-schedule)" 1
check "... it names the busy tree, left out" grep -q "preserving /b failed.*left out" /tmp/out
check "... and who holds it open" grep -q "left out: open by $holder (uid 1000, sleep)" /tmp/out
check "... and the one gone" grep -q "/d is not a pkram= mount (any more): left out" /tmp/out
check_eq "... /a and /c d are preserved" "$(pkram_nodes)" "tmpfs:a tmpfs:cd "
check_eq "... the kernel is loaded" "$(cat /sys/kernel/kexec_loaded)" 1
check "... the copy of the image, not what was swapped in" grep -q "loaded /run/pkram-update/image with" /tmp/out
check "... the schedule is used up" test ! -e /run/pkram-update.schedule
kill $holder
wait $holder 2>/dev/null
# What systemd does last: unmount, kexec.
check "the preserved trees unmount" umount /a "/c d"
sync
kexec -e -x
not_ok "kexec -e failed"

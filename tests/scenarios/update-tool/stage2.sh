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
# --schedule checks and records; the service's stop runs --run-schedule
# (preserve and load); systemd kexecs.  Only /a is named.
status_of() {
	r=0
	"$@" > /tmp/out 2>&1 || r=$?
	sed 's/^/# /' /tmp/out >&2
	echo $r
}
mkdir -p /run
echo gamma > /a/file
check_eq "--run-schedule with nothing scheduled: exit 0" \
	"$(status_of pkram-update --run-schedule)" 0
check "... it says so" grep -q "nothing scheduled" /tmp/out
check_eq "... and preserves nothing" "$(pkram_nodes)" ""
check_eq "--schedule with an image that cannot take the hand-over: exit 1" \
	"$(status_of pkram-update --schedule /bin/busybox /a)" 1
check "... schedules nothing" test ! -e /run/pkram-update.schedule
check_eq "--schedule: exit 0" "$(status_of pkram-update --schedule \
	--initrd /boot/initrd.img --append "vmtest_stage=3 update=scheduled" /boot/bzImage /a)" 0
check "... the update is recorded" test -s /run/pkram-update.schedule
check_eq "... a kernel is loaded, as systemctl kexec wants" "$(cat /sys/kernel/kexec_loaded)" 1
check_eq "... nothing is preserved yet" "$(pkram_nodes)" ""
check "... /a stays writable" sh -c 'touch /a/.w && rm /a/.w'

# A VM that did not stop: /a open for writing when the service runs.
cp /run/pkram-update.schedule /tmp/schedule
exec 3>>/a/file
check_eq "--run-schedule with /a busy: exit 1" "$(status_of pkram-update --run-schedule)" 1
check "... it names the step that failed" grep -q "preserving /a failed" /tmp/out
check_eq "... nothing is left preserved" "$(pkram_nodes)" ""
check_eq "... no kernel is loaded" "$(cat /sys/kernel/kexec_loaded)" 0
check "... the schedule is used up" test ! -e /run/pkram-update.schedule
exec 3>&-

cp /tmp/schedule /run/pkram-update.schedule
check_eq "--run-schedule: exit 0" "$(status_of pkram-update --run-schedule)" 0
check_eq "... /a is preserved, /b is not" "$(pkram_nodes)" "tmpfs:a "
check_eq "... the kernel is loaded" "$(cat /sys/kernel/kexec_loaded)" 1
check "... the schedule is used up" test ! -e /run/pkram-update.schedule
# What systemd does last.
sync
kexec -e -x
not_ok "kexec -e failed"

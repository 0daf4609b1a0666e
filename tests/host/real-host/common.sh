# Shared by the stages of real-host: ". ./common.sh".
. /test/lib/lib.sh
export PATH=/test/lib:$PATH

# The kernel the image boots, and the second package's.
OLD=$(ls /test/debs | sed -n 's/^linux-image-\(.*-pkram\)_.*\.deb$/\1/p')
NEW=$(ls /test/debs | sed -n 's/^linux-image-\(.*-pkram-alt\)_.*\.deb$/\1/p')
KEYS=20000		# memcached: keys of 1000 bytes
VMLOG=/var/lib/pkram-vm/guest1.log

# vm_line FIELD: FIELD (boot, uptime, pass) of the VM's last pass line.
vm_line() {
	grep -a '^vmguest: boot=.* pass=[0-9]* ok' "$VMLOG" 2>/dev/null | tail -1 |
		sed -n "s/.*[ :]$1=\([^ ]*\).*/\1/p"
}

# vm_passes N: wait (5 min at most) until the VM has checked its memory
# N more times.
vm_passes() {
	local have want i=0
	have=$(vm_line pass)
	want=$(( ${have:-0} + $1 ))
	while have=$(vm_line pass); [ "${have:-0}" -lt "$want" ]; do
		[ $i -lt 3000 ] || return 1
		sleep 0.1
		i=$((i + 1))
	done
}


# tree_sums DIR: a sum of DIR's names, types, modes, owners, link targets
# and contents, but for the files the services write (the VM's RAM and
# state, memcached's memory file).
tree_sums() {
	(cd "$1" && find . -path ./guest1.ram -prune -o -path './guest1.state*' -prune -o \
		-path './memory_file*' -prune -o -printf '%p %y %m %u:%g %l\n' | sort | md5sum
	 find . -type f ! -name 'guest1.*' ! -name 'memory_file*' -print0 | sort -z |
		xargs -0 -r md5sum | md5sum) | md5sum | cut -d' ' -f1
}

# shutdown_journal HOW: the last boot's journal from the moment the stage
# before asked for the boot with HOW (next_boot's words), into $J; its
# pkram and service lines as comments.
J=/tmp/shutdown.journal
shutdown_journal() {
	journalctl -b -1 -o cat --no-pager | sed -n "/^next boot by $1\$/,\$p" > "$J"
	grep -E 'pkram(-update|-vm)?: |(Stopped|Stopping|Failed|timed out).*(pkram-vm@|memcached|kexec-load)|Reboot' "$J" |
		sed 's/^/# journal -b -1: /'
}

# keep_state: what the next stage compares: the trees' sums, the VM's boot
# and uptime, memcached's uptime.
keep_state() {
	keep sums_vms "$(tree_sums /vms)"
	keep sums_cache "$(tree_sums /cache)"
	keep vm_boot "$(vm_line boot)"
	keep vm_uptime "$(vm_line uptime)"
	keep vm_pass "$(vm_line pass)"
	keep mc_uptime "$(memc.py stat uptime)"
	echo "# VM boot $(kept vm_boot), uptime $(kept vm_uptime) s, pass $(vm_line pass)"
}

# check_vm_resumed: the VM service goes on where it stopped.
check_vm_resumed() {
	check "the VM service is running" systemctl is-active -q pkram-vm@guest1.service
	check "the VM goes on checking its memory" vm_passes 2
	check_eq "the VM did not reboot: its own boot id" "$(vm_line boot)" "$(kept vm_boot)"
	check_sh "its uptime went on" '[ "$(vm_line uptime | cut -d. -f1)" -ge "$(kept vm_uptime | cut -d. -f1)" ]'
	# A VM booted afresh counts its passes from 1 again.
	check_sh "its passes went on" '[ "$(vm_line pass)" -gt "$(kept vm_pass)" ]'
	check_eq "its memory checks never failed" "$(grep -ac BAD "$VMLOG")" 0
}

# check_cache_warm: memcached took its cache back, every key.
check_cache_warm() {
	check "memcached is running" systemctl is-active -q memcached.service
	check_sh "memcached restarted warm: its uptime went on" \
		'[ "$(memc.py stat uptime)" -ge "$(kept mc_uptime)" ]'
	check_eq "memcached holds every key at once" "$(memc.py stat curr_items)" $KEYS
	check_eq "the client gets all $KEYS back, intact" "$(memc.py check $KEYS)" $KEYS
}

# The VM of this scenario: Debian's QEMU (TCG) running guest/vm/payload.c,
# its RAM a file on a tmpfs, its device state saved next to it with
# x-ignore-shared, as in QEMU's "cpr-reboot" flow.  Sourced by the stages.
#
# vm_start NAME DIR [incoming]: start VM NAME with its RAM in DIR/NAME.ram,
#   its console in DIR/NAME.log (appended), QMP on /tmp/NAME.qmp; with
#   "incoming", wait for the state in DIR/NAME.state and continue.
# vm_passes NAME DIR N: wait until the VM's console shows N more passes.
# vm_save NAME DIR: stop the VM, save its device state, quit QEMU.
VM_MEM=${VM_MEM:-64}
# QEMU is on PATH as /usr/local/bin/qemu-system-x86_64 (vmtest --bin), and
# looks for its modules and firmware relative to that: name them.
export QEMU_MODULE_DIR=/usr/lib/x86_64-linux-gnu/qemu

# VM_ALIGN: the RAM's alignment in its file and in QEMU (2M for huge pages).
vm_args() {
	echo "-M pc,memory-backend=ram0 -m ${VM_MEM}M" \
		"-object memory-backend-file,id=ram0,size=${VM_MEM}M,mem-path=$2/$1.ram,share=on,align=${VM_ALIGN:-4K}" \
		"-accel tcg,tb-size=32 -smp 1 -display none -nodefaults -no-user-config" \
		"-chardev file,id=con,path=$2/$1.log,append=on -serial chardev:con" \
		"-qmp unix:/tmp/$1.qmp,server=on,wait=off -kernel /lib/vm/payload.elf" \
		"-L /usr/share/qemu -L /usr/share/seabios"
}

IGNORE_SHARED='{"execute": "migrate-set-capabilities", "arguments": {"capabilities": [{"capability": "x-ignore-shared", "state": true}]}}'

vm_start() {
	rm -f /tmp/$1.qmp
	# shellcheck disable=SC2046
	qemu-system-x86_64 $(vm_args "$1" "$2") ${3:+-incoming defer} >/tmp/$1.qemu.log 2>&1 &
	echo $! > /tmp/$1.pid
	i=0
	while [ ! -S /tmp/$1.qmp ] && [ $i -lt 600 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	[ -S /tmp/$1.qmp ] || { cat /tmp/$1.qemu.log; return 1; }
	[ "$3" = incoming ] || return 0
	qmp /tmp/$1.qmp "$IGNORE_SHARED" \
		"{\"execute\": \"migrate-incoming\", \"arguments\": {\"uri\": \"exec:cat $2/$1.state\"}}" \
		>/dev/null || return 1
	# The incoming migration finishes in the background: wait for it.
	i=0
	until qmp /tmp/$1.qmp query-status 2>/dev/null | grep -q '"status": "paused"' ||
	      [ $i -ge 600 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	qmp /tmp/$1.qmp query-migrate cont >/dev/null
}

# The last "pass=N" the VM printed, or 0.
vm_last_pass() {
	sed -n 's/^vmpayload: boot=[0-9a-f]* pass=\([0-9]*\) .*/\1/p' "$2/$1.log" 2>/dev/null |
		tail -1 | grep . || echo 0
}

vm_boot_ids() {
	sed -n 's/^vmpayload: boot=\([0-9a-f]*\) .*/\1/p' "$2/$1.log" | sort -u
}

vm_passes() {
	want=$(($(vm_last_pass "$1" "$2") + $3))
	i=0
	while [ "$(vm_last_pass "$1" "$2")" -lt $want ] && [ $i -lt 3000 ]; do
		sleep 0.2
		i=$((i + 1))
	done
	[ "$(vm_last_pass "$1" "$2")" -ge $want ]
}

vm_save() {
	qmp /tmp/$1.qmp stop "$IGNORE_SHARED" \
		"{\"execute\": \"migrate\", \"arguments\": {\"uri\": \"exec:cat > $2/$1.state\"}}" \
		wait-migration quit >/tmp/$1.migrate.log || return 1
	pid=$(cat /tmp/$1.pid)
	while kill -0 "$pid" 2>/dev/null; do
		sleep 0.1
	done
}

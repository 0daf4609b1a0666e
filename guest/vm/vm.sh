# The VM of the live-update scenario and make bench: Debian's QEMU (TCG)
# running guest/vm/payload.c, its RAM a file on a tmpfs, its device state
# saved next to it with x-ignore-shared, as in QEMU's "cpr-reboot" flow.
# Sourced by the stages, as /lib/vm/vm.sh.
#
# vm_start NAME DIR [incoming]: start VM NAME with its RAM in DIR/NAME.ram,
#   its console in DIR/NAME.log (appended), QMP on /tmp/NAME.qmp; with
#   "incoming", load the state in DIR/NAME.state and continue.
# vm_passes NAME DIR N: wait until the VM's console shows N more passes.
# vm_save NAME DIR: stop the VM, save its device state, quit QEMU.
# vm_quit NAME: quit QEMU, without saving anything.
# vm_start_waiting, vm_give_state: see below, for a VM that must not go on.
#
# VM_MEM: MiB of RAM (64).  VM_ALIGN: the RAM's alignment in its file and
# in QEMU (2M for huge pages).  VM_RAM_DIR: where the RAM file is instead
# of DIR (a hugetlbfs, where the console and the state cannot be
# written).  VM_STEP: the VM checks every VM_STEP-th page only.  VM_RAM=anon: the RAM in anonymous memory
# instead, saved with the device state (no x-ignore-shared), the way a VM
# is kept without PKRAM.  VM_STATE: where the state goes instead.
# VM_WAIT: seconds an incoming migration may take (60).
VM_MEM=${VM_MEM:-64}
# QEMU is on PATH as /usr/local/bin/qemu-system-x86_64 (vmtest --bin), and
# looks for its modules and firmware relative to that: name them.
export QEMU_MODULE_DIR=/usr/lib/x86_64-linux-gnu/qemu

vm_backend() {
	if [ "$VM_RAM" = anon ]; then
		echo "memory-backend-ram,id=ram0,size=${VM_MEM}M"
	else
		echo "memory-backend-file,id=ram0,size=${VM_MEM}M,mem-path=${VM_RAM_DIR:-$2}/$1.ram,share=on,align=${VM_ALIGN:-4K}"
	fi
}

vm_args() {
	echo "-M pc,memory-backend=ram0 -m ${VM_MEM}M -object $(vm_backend "$1" "$2")" \
		"-accel tcg,tb-size=32 -smp 1 -display none -nodefaults -no-user-config" \
		"-chardev file,id=con,path=$2/$1.log,append=on -serial chardev:con" \
		"-qmp unix:/tmp/$1.qmp,server=on,wait=off -kernel /lib/vm/payload.elf" \
		"${VM_STEP:+-append step=$VM_STEP}" \
		"-L /usr/share/qemu -L /usr/share/seabios"
}

# x-ignore-shared: the RAM, shared and kept in place, is left out of the
# state; with anonymous RAM, it is all of the state.
vm_caps() {
	[ "$VM_RAM" = anon ] && shared=false || shared=true
	echo '{"execute": "migrate-set-capabilities", "arguments": {"capabilities":' \
		'[{"capability": "x-ignore-shared", "state": '$shared'}]}}'
}
vm_state() { echo "${VM_STATE:-$2/$1.state}"; }

# vm_launch NAME DIR [incoming]: start QEMU (waiting for a state if
# incoming) and wait for its QMP socket; false, with its log, if none.
vm_launch() {
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
}

vm_start() {
	vm_launch "$@" || return 1
	[ "$3" = incoming ] || return 0
	qmp /tmp/$1.qmp "$(vm_caps)" \
		"{\"execute\": \"migrate-incoming\", \"arguments\": {\"uri\": \"exec:cat $(vm_state "$1" "$2")\"}}" \
		>/dev/null || return 1
	# The incoming migration finishes in the background: wait for it.
	i=0
	until qmp /tmp/$1.qmp query-status 2>/dev/null | grep -q '"status": "paused"' ||
	      [ $i -ge $((${VM_WAIT:-60} * 10)) ]; do
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

# vm_filled NAME DIR: wait until the VM has filled its memory.
vm_filled() {
	i=0
	until grep -q ' filled ' "$2/$1.log" 2>/dev/null || [ $i -ge 6000 ]; do
		sleep 0.2
		i=$((i + 1))
	done
	grep -q ' filled ' "$2/$1.log"
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
	# Unthrottled: QEMU's default limit (128 MiB/s) is for a live
	# migration competing with a running guest; this one is stopped.
	qmp /tmp/$1.qmp stop "$(vm_caps)" \
		'{"execute": "migrate-set-parameters", "arguments": {"max-bandwidth": 1099511627776}}' \
		"{\"execute\": \"migrate\", \"arguments\": {\"uri\": \"exec:cat > $(vm_state "$1" "$2")\"}}" \
		wait-migration >/tmp/$1.migrate.log || return 1
	vm_quit "$1"
}

# A VM whose RAM is gone, given its saved state, must not go on: started
# by hand, as vm_start does it, so that QEMU is seen to run before it is
# given the state (that the VM does not go on means nothing if QEMU never
# ran).  vm_start_waiting NAME DIR: start QEMU waiting for the state.
# vm_give_state NAME DIR: give it DIR/NAME.state; QEMU may refuse it
# without the RAM it describes, and quit; if it takes it, the VM is let
# run for 20 s, then QEMU is stopped.
vm_start_waiting() { vm_launch "$1" "$2" incoming; }

vm_give_state() {
	qmp /tmp/$1.qmp "$(vm_caps)" \
		"{\"execute\": \"migrate-incoming\", \"arguments\": {\"uri\": \"exec:cat $(vm_state "$1" "$2")\"}}" \
		>/dev/null
	i=0
	until ! kill -0 "$(cat /tmp/$1.pid)" 2>/dev/null ||
	      qmp /tmp/$1.qmp query-status 2>/dev/null | grep -q '"status": "paused"' ||
	      [ $i -ge 600 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	qmp /tmp/$1.qmp cont >/dev/null 2>&1
	sleep 20
	sed "s/^/# $1 VM: /" /tmp/$1.qemu.log
	kill "$(cat /tmp/$1.pid)" 2>/dev/null
	while kill -0 "$(cat /tmp/$1.pid)" 2>/dev/null; do
		sleep 0.1
	done
}

# vm_quit NAME: quit QEMU and wait until it has exited.
vm_quit() {
	qmp /tmp/$1.qmp quit >/dev/null || return 1
	while kill -0 "$(cat /tmp/$1.pid)" 2>/dev/null; do
		sleep 0.1
	done
}

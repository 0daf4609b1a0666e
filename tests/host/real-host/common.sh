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

# waitfor SECONDS COMMAND...: until COMMAND succeeds, at most SECONDS.
waitfor() {
	local i=0 n=$(($1 * 10))
	shift
	until "$@"; do
		[ $i -lt $n ] || return 1
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

# The eager restore's workers by vCPUs: 2 GiB in one file of 4 KiB pages,
# saved once and restored eagerly, then saved again, in boots of 1, 2
# and 4 CPUs (nr_cpus=) of a 4-vCPU guest, alternated.  Prints
# "cpus: N restore_us US" lines; not part of make bench (see README).
. /lib/vmtest.sh
n=${VMTEST_STAGE:-1}
S=2048
# nr_cpus= of the boot after stage N.
cpus_after() { echo 1 2 4 4 2 1 1 2 4 | cut -d' ' -f"$1"; }
mkdir -p /mnt/p
if [ "$n" = 1 ]; then
	check "pkram=cpus mounts" mount -t tmpfs -o pkram=cpus,size=3g,huge=never none /mnt/p
	check "$S MiB written" tmpfs_tree mmap-write /mnt/p/data $S 1
else
	cpus=$(grep -c ^processor /proc/cpuinfo)
	check "$S MiB restored eagerly on $cpus CPUs" \
		mount -t tmpfs -o pkram=cpus,restore=eager none /mnt/p
	echo "cpus: $cpus restore_us $(kernel_us "tmpfs: pkram=cpus: restored")"
	check "$S MiB came back intact" tmpfs_tree mmap-check /mnt/p/data $S 1
fi
check "saved" mount -o remount,preserve,ro /mnt/p
if [ "$n" -lt 10 ]; then
	pkram-kexec nr_cpus="$(cpus_after "$n")"
	not_ok "kexec failed"
fi

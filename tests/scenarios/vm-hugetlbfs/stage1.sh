. /lib/vmtest.sh
. /lib/vm/vm.sh
H1=/sys/kernel/mm/hugepages/hugepages-1048576kB
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
# g1: 1 GiB of RAM, one 1 GiB page, every 16th page checked; g2: 64 MiB
# in 2 MiB pages; plain: as g2, on a hugetlbfs without pkram=, which the
# kexec drops: that one must not come back (the test can fail).  Their
# consoles and device states are on a pkram= tmpfs.
G1='VM_MEM=1024 VM_ALIGN=1G VM_STEP=16 VM_RAM_DIR=/vm1g'
G2='VM_ALIGN=2M VM_RAM_DIR=/vm2m'
GP='VM_ALIGN=2M VM_RAM_DIR=/plain2m'
check_dmesg "HVO is on: the pool's 1 GiB pages give back their vmemmap" \
	"HugeTLB: [0-9]+ KiB vmemmap can be freed for a 1.00 GiB page"
mkdir -p /vms /vm1g /vm2m /plain2m
check "pkram=vms mounts, for the states" mount -t tmpfs -o pkram=vms,size=64m none /vms
check "pkram=vm1g mounts, of 1 GiB pages" mount -t hugetlbfs -o pkram=vm1g,pagesize=1G none /vm1g
check "pkram=vm2m mounts, of 2 MiB pages" mount -t hugetlbfs -o pkram=vm2m,pagesize=2M none /vm2m
mount -t hugetlbfs -o pagesize=2M none /plain2m
check "the VM of a 1 GiB page starts" sh -c "$G1; . /lib/vm/vm.sh; vm_start g1 /vms"
check "the VM of 2 MiB pages starts" sh -c "$G2; . /lib/vm/vm.sh; vm_start g2 /vms"
check "the VM on a hugetlbfs without pkram= starts" sh -c "$GP; . /lib/vm/vm.sh; vm_start plain /vms"
for v in g1 g2 plain; do
	check "VM $v fills its memory and checks it twice" vm_passes $v /vms 2
done
check_read_eq "the 1 GiB VM's RAM is the pool's 1 GiB page" $H1/free_hugepages 0
# While a VM runs, QEMU holds its RAM file open for writing, mapped and
# written: the save is refused (the same remount succeeds below, once
# QEMU has quit), nothing is saved, and the VM runs on.
out=$(mount -o remount,preserve,ro /vm1g 2>&1)
check_sh "preserving the 1 GiB tree under the running VM fails: busy" \
	"echo '$out' | grep -qi busy"
check_eq "... nothing is saved" "$(pkram_nodes)" ""
check_sh "... the tree stays writable" "grep -q ' /vm1g hugetlbfs rw' /proc/mounts"
check "... and the VM runs on: one more pass" vm_passes g1 /vms 1
check_eq "the VMs say their memory is intact" "$(cat /vms/*.log | grep -c BAD)" 0
for v in g1 g2 plain; do
	check "VM $v: device state saved, QEMU quits" vm_save $v /vms
done
pfns1=$(tmpfs_tree pfns /vm1g/g1.ram | tr '\n' ,)
# The VM leaves a hole below 4 MiB: count its pages rather than list them.
pages2=$(($(stat -c %b /vm2m/g2.ram) / 4096))
check "g2.ram holds the 2 MiB pages the VM used" test "$pages2" -ge 30
check_read_eq "... which the pool counts in use" $H2/free_hugepages \
	$((64 - pages2 - $(stat -c %b /plain2m/plain.ram) / 4096))
check_sh "g1.ram is one 1 GiB page" "[ \$(echo '$pfns1' | tr , '\n' | grep -c .) = 1 ]"
pass1=$(vm_last_pass g1 /vms)
pass2=$(vm_last_pass g2 /vms)
echo "# g1 stopped after pass $pass1 in pfn $pfns1, g2 after $pass2"
check "the 1 GiB tree is preserved" mount -o remount,preserve,ro /vm1g
check "the 2 MiB tree is preserved" mount -o remount,preserve,ro /vm2m
check "the states are preserved" mount -o remount,preserve,ro /vms
pkram-kexec hugepagesz=1G hugepages=1 hugepagesz=2M hugepages=64 \
	g1_pass=$pass1 g2_pass=$pass2 pfns1=$pfns1 pages2=$pages2
not_ok "kexec failed"

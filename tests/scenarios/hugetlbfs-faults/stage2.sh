. /lib/vmtest.sh
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
D=/sys/kernel/debug
export MOUNT_FAIL_NTH_TYPE=hugetlbfs
used=$(stage_arg used)
sum=$(stage_arg ft_sum)
faults_everywhere

check_read_eq "the tree's pages are in the pool, in use" $H2/free_hugepages $((32 - used))

# step_through [--fsmount]: pkram=ft mounted with a failure injected at
# each allocation in turn; then the pool, the tree and its subpool.
step_through() {
	local api=$1 dir=/mnt/ft
	step_mount_faults $dir pkram=ft,pagesize=2M "$sum" $api
	check "ft$api: the injected failures reached into the restore (>= 30 sites)" \
		test "$fault_sites" -ge 30
	check_eq "ft$api: every mount failed cleanly or succeeded with the tree" "$fault_bad" 0
	check_read_eq "ft$api: the pool as before" $H2/free_hugepages $((32 - used))
	check_eq "ft$api: HugePages_Rsvd" "$(meminfo HugePages_Rsvd)" 0
	mount -o remount,ro $dir
	check_eq "ft$api: the last mount gives the tree back whole" "$(sum_of tmpfs_tree list $dir)" "$sum"
	# size=64M, the tree's, lost by no mount that succeeded.
	check_eq "ft$api: statfs counts its pages in a subpool of size=64M" \
		"$(stat -f -c '%b %f' $dir)" "32 $((32 - used))"
}
step_through ""
check_no_dmesg "no tree was taken for corrupt" "preserved tree is corrupt"

# Saved again in this kernel, and stepped through with the new mount API.
mount -o remount,preserve,ro /mnt/ft && umount /mnt/ft
check_read_eq "saved and unmounted, its pages stay in use" $H2/free_hugepages $((32 - used))
step_through --fsmount
check "the tree is removed" sh -c 'mount -o remount,rw /mnt/ft && rm -r /mnt/ft/*'
check_read_eq "... and its pages are free in the pool" $H2/free_hugepages 32

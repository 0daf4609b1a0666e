. /lib/vmtest.sh
H2=/sys/kernel/mm/hugepages/hugepages-2048kB
D=/sys/kernel/debug
export MOUNT_FAIL_NTH_TYPE=hugetlbfs
used=$(stage_arg used)
sum=$(stage_arg ft_sum)
# Every allocation of the mounting task may fail, sleeping ones too;
# quietly: a stack trace per injected failure would fail the run.
for f in failslab fail_page_alloc; do
	echo N > $D/$f/ignore-gfp-wait
	echo 0 > $D/$f/verbose
done
echo N > $D/fail_page_alloc/ignore-gfp-highmem
echo 0 > $D/fail_page_alloc/min-order

check_read_eq "the tree's pages are in the pool, in use" $H2/free_hugepages $((32 - used))

# step_through [--fsmount]: mount pkram=ft with an injected failure at the
# 1st, 2nd, ... allocation, until a mount reaches none.  A mount that
# succeeds although a failure was injected is checked and saved again.
step_through() {
	local api=$1 n=1 failed=0 tolerated=0 rounds=0 bad=0 out last sites dir=/mnt/ft
	mkdir -p $dir
	while :; do
		# Its exit status says what its last line says.
		out=$(mount_fail_nth $api $dir pkram=ft,pagesize=2M $n 20000) || :
		last=$(echo "$out" | tail -n 1)
		failed=$((failed + $(echo "$out" | grep -c '^[0-9]')))
		rounds=$((rounds + 1))
		set -- $last
		case $1 in
		mounted) break ;;
		tolerated)
			tolerated=$((tolerated + 1))
			mount -o remount,ro $dir
			[ "$(sum_of tmpfs_tree list $dir)" = "$sum" ] || bad=$((bad + 1))
			mount -o remount,preserve,ro $dir && umount $dir || bad=$((bad + 1))
			n=$(($2 + 1)) ;;
		*)	echo "# mount_fail_nth: $last"; bad=$((bad + 1)); break ;;
		esac
		[ $rounds -lt 300 ] || { echo "# too many rounds"; bad=$((bad + 1)); break; }
	done
	sites=$((${2:-1} - 1))
	echo "# ft$api: fault sites stepped: $sites; mounts failed cleanly: $failed; failures tolerated: $tolerated"
	check "ft$api: the injected failures reached into the restore (>= 30 sites)" test "$sites" -ge 30
	check_eq "ft$api: every mount failed cleanly or succeeded with the tree" "$bad" 0
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

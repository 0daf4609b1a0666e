. /lib/vmtest.sh
D=/sys/kernel/debug
# Every allocation of the mounting task may fail, sleeping ones too;
# quietly: a stack trace per injected failure would fail the run.
for f in failslab fail_page_alloc; do
	echo N > $D/$f/ignore-gfp-wait
	echo 0 > $D/$f/verbose
done
echo N > $D/fail_page_alloc/ignore-gfp-highmem
echo 0 > $D/fail_page_alloc/min-order

# step_through NAME OPTIONS: mount pkram=NAME with an injected failure at
# the 1st, 2nd, ... allocation, until a mount reaches none.  A mount that
# succeeds although a failure was injected is checked and saved again.
step_through() {
	local name=$1 opts=$2 n=1 failed=0 tolerated=0 rounds=0 bad=0 out last sites
	local sum=$(stage_arg ${name}_sum) dir=/mnt/$1
	mkdir -p $dir
	while :; do
		# Its exit status says what its last line says.
		out=$(mount_fail_nth $dir pkram=$name$opts $n 20000) || :
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
	echo "# $name: fault sites stepped: $sites; mounts failed cleanly: $failed; failures tolerated: $tolerated"
	check "$name: the injected failures reached into the restore (>= 100 sites)" test "$sites" -ge 100
	check_eq "$name: every mount failed cleanly or succeeded with the tree" "$bad" 0
	mount -o remount,ro $dir
	check_eq "$name: the last mount gives the tree back whole" "$(sum_of tmpfs_tree list $dir)" "$sum"
}
step_through huge ,huge=always
step_through base ""
check_dmesg "a failed mount said it kept the tree" "pkram=huge: cannot restore the preserved tree \(-12\): mount refused, tree kept"
check_no_dmesg "no failed mount freed a tree" "nothing preserved, new tree|tree freed"

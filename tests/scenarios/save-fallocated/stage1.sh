. /lib/vmtest.sh
mkdir -p /mnt/fa
check "pkram=fa mounts" mount -t tmpfs -o pkram=fa none /mnt/fa
check_sh "4 MiB fallocated" ": > /mnt/fa/f && tmpfs_tree falloc /mnt/fa/f 0 4194304"
check_sh "4 KiB written at 1 MiB" \
	"dd if=/dev/urandom of=/mnt/fa/f bs=4096 seek=256 count=1 conv=notrunc 2>/dev/null"
map=$(tmpfs_tree seek /mnt/fa/f)
echo "$map" | sed 's/^/# /'
check_eq "SEEK_DATA and SEEK_HOLE find the written page only" "$map" "data 1048576-1052672"
sum=$(md5sum < /mnt/fa/f | cut -c1-32)
# A save failing as injected at each of its allocation points in turn:
# each must leave data and holes as they were.  One that succeeds all
# the same (a fallback took over) is dropped again by a remount rw.
# Sleeping allocations fail too, quietly: each failure would log a stack
# trace.
D=/sys/kernel/debug
for f in failslab fail_page_alloc fail_pkram_alloc; do echo 0 > $D/$f/verbose; done
for f in failslab fail_page_alloc; do echo N > $D/$f/ignore-gfp-wait; done
fails=0 changed=0 bad=0 saved=
for n in $(seq 1 300); do
	out=$(mount_fail_nth --remount /mnt/fa preserve $n $n) || :
	case $(echo "$out" | tail -1) in
	"last $n")	fails=$((fails + 1)) ;;
	"tolerated $n")	mount -o remount,rw /mnt/fa || bad=$((bad + 1)) ;;
	"mounted $n")	saved=$n ;;
	*)		echo "# mount_fail_nth: $out"; bad=$((bad + 1)) ;;
	esac
	[ "$(tmpfs_tree seek /mnt/fa/f)" = "$map" ] || changed=$((changed + 1))
	[ -z "$saved" ] && [ $bad = 0 ] || break
done
echo "# $fails saves failed; the save has $((${saved:-301} - 1)) allocation points"
check "saves failed as injected ($fails), none otherwise" test $fails -gt 0 -a $bad = 0
check_eq "none changed data and holes, nor did the save that went through" $changed 0
check "every point was stepped through, and the last save went through" test -n "$saved"
check_eq "the node is saved" "$(pkram_nodes)" "tmpfs:fa "
check_eq "data and holes are as they were" "$(tmpfs_tree seek /mnt/fa/f)" "$map"
check_sh "the tree is read-only" "grep -q ' /mnt/fa tmpfs ro[ ,]' /proc/mounts"
check_eq "and so are the contents" "$(md5sum < /mnt/fa/f | cut -c1-32)" "$sum"
pkram-kexec fa_sum=$sum
not_ok "kexec failed"

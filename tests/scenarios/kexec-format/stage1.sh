. /lib/vmtest.sh
. ./image.sh
T=/sys/kernel/debug/pkram_test

# load_refused WHAT IMAGE WHY: kexec -s -l of IMAGE (WHAT) is refused,
# the kernel saying WHY.
load_refused() {
	check_fails "kexec -s -l of $1 is refused" \
		kexec -s -l "$2" --append="$(cat /proc/cmdline)"
	check_dmesg "the kernel says why" "$3"
}

# The format this kernel writes: version 1, no feature flags until a
# node holds a gigantic folio; it reads feature 0x1, gigantic folios.
check_eq "this kernel writes format 1 without features" "$(cat /sys/kernel/mm/pkram/format)" "1 0x0"
check_eq "its image says it reads format 1 and gigantic folios" \
	"$(pkram-image-info /boot/bzImage)" "/boot/bzImage: reads PKRAM formats 1-1 features 0x1"
off=$(pkrm_offset /boot/bzImage)
cp /boot/bzImage /tmp/nopkram
patch /tmp/nopkram "$off" 'XXXX'
cp /boot/bzImage /tmp/format2
patch /tmp/format2 $((off + 8)) '\002\000\000\000\002'
# A newer kernel that reads formats 1-2 and knows a feature flag more:
# a kernel may know more than a hand-over uses.
cp /boot/bzImage /tmp/format12
patch /tmp/format12 $((off + 12)) '\002\000\000\000\003'
# A kernel of before gigantic folios: format 1, no feature.
cp /boot/bzImage /tmp/before
patch /tmp/before $((off + 16)) '\000'
check_fails "an image without the record reads no hand-over" pkram-image-info /tmp/nopkram
check_eq "it says so" "$(pkram-image-info /tmp/nopkram)" \
	"/tmp/nopkram: reads no PKRAM hand-over (built without PKRAM)"
check_eq "the other reads format 2" "$(pkram-image-info /tmp/format2)" \
	"/tmp/format2: reads PKRAM formats 2-2 features 0x1"
check_eq "the newer one reads formats 1-2 and a feature more" "$(pkram-image-info /tmp/format12)" \
	"/tmp/format12: reads PKRAM formats 1-2 features 0x3"
check_eq "the kernel of before reads format 1 only" "$(pkram-image-info /tmp/before)" \
	"/tmp/before: reads PKRAM formats 1-1 features 0x0"
# Checked first, before anything is preserved, as an operator would.
check_fails "--check fails for the format 2 image, nothing preserved yet" \
	pkram-image-info --check /tmp/format2
check_fails "--check fails for the image without PKRAM" pkram-image-info --check /tmp/nopkram
check "--check passes for the newer image" pkram-image-info --check /tmp/format12
check_fails "a file that is no kernel image reads none" pkram-image-info /scenario/image.sh

# Loaded while nothing is preserved: allowed, kexec -e must then refuse.
check "with nothing preserved, the image without PKRAM loads" \
	kexec -s -l /tmp/nopkram --append="$(cat /proc/cmdline)"
check_sh "save node small (300 pages, 1000 bytes)" "echo 'small 300 0 1000' > $T/save"
# save_tree NAME: a tree with two files, "kept NAME" and 8 MiB written
# at once; the sum of the second, for the next kernel, in sum_NAME.
save_tree() {
	mkdir -p /mnt/$1
	mount -t tmpfs -o pkram=$1 none /mnt/$1
	echo "kept $1" > /mnt/$1/file
	dd if=/dev/urandom of=/mnt/$1/big bs=1M count=8 2>/dev/null
	eval "sum_$1=$(md5sum < /mnt/$1/big | cut -c1-32)"
	mount -o remount,preserve,ro /mnt/$1
}
check "save tree t" save_tree t
check_eq "saved, the hand-over still uses no feature" "$(cat /sys/kernel/mm/pkram/format)" "1 0x0"
check_fails "kexec -e into the image without PKRAM is refused" kexec -e -x
check_dmesg "the kernel says why" \
	"pkram: kexec refused, the preserved memory would be lost: the new kernel does not read PKRAM hand-overs"

check_fails "--check fails for the image without PKRAM" pkram-image-info --check /tmp/nopkram
check_fails "--check fails for the format 2 image" pkram-image-info --check /tmp/format2
check "--check passes for this kernel's image" pkram-image-info --check /boot/bzImage
load_refused "the image without PKRAM" /tmp/nopkram \
	"pkram: kexec image refused, the preserved memory would be lost: the new kernel does not read PKRAM hand-overs"
load_refused "the format 2 image" /tmp/format2 \
	"the new kernel reads PKRAM formats 2-2, features 0x1; this hand-over is format 1, features 0x0"
check "--check passes for the newer image, with something preserved" \
	pkram-image-info --check /tmp/format12
check "save tree u" save_tree u
check "kexec -s -l of the newer kernel goes through" \
	kexec -s -l /tmp/format12 --append="$(cat /proc/cmdline)"
# The kernel of before takes a hand-over without gigantic folios; once a
# node holds a 1 GiB folio, it is refused, at kexec -e and at load.
check "--check passes for the kernel of before, no gigantic folio saved" \
	pkram-image-info --check /tmp/before
check "kexec -s -l of it goes through" kexec -s -l /tmp/before --append="$(cat /proc/cmdline)"
check_sh "node giant of a 1 GiB folio saved" "echo 'giant 262144 18 100' > $T/save"
check_eq "the hand-over uses gigantic folios now" "$(cat /sys/kernel/mm/pkram/format)" "1 0x1"
check_fails "kexec -e into the kernel of before is refused" kexec -e -x
check_dmesg "the kernel says why" \
	"pkram: kexec refused, the preserved memory would be lost: the new kernel reads PKRAM formats 1-1, features 0x0; this hand-over is format 1, features 0x1"
check_fails "--check fails for the kernel of before now" pkram-image-info --check /tmp/before
load_refused "the kernel of before" /tmp/before \
	"the new kernel reads PKRAM formats 1-1, features 0x0; this hand-over is format 1, features 0x1"
check "--check passes for the newer image" pkram-image-info --check /tmp/format12
check_eq "nothing was lost" "$(cat /sys/kernel/mm/pkram/nodes | sort | tr '\n' ' ')" \
	"giant small tmpfs:t tmpfs:u "
# The sums go in the command line, not in the trees: a tree that came
# back as the other would be consistent with itself.
# shellcheck disable=SC2154
pkram-kexec sum_t="$sum_t" sum_u="$sum_u"
not_ok "kexec failed"

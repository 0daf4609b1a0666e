. /lib/vmtest.sh
. ./image.sh
T=/sys/kernel/debug/pkram_test

check_eq "this kernel writes format 1, no feature" "$(cat /sys/kernel/mm/pkram/format)" "1 0x0"
check_eq "its image says it reads format 1" "$(pkram-image-info /boot/bzImage)" \
	"/boot/bzImage: reads PKRAM formats 1-1 features 0x0"
off=$(pkrm_offset /boot/bzImage)
cp /boot/bzImage /tmp/nopkram
patch /tmp/nopkram "$off" 'XXXX'
cp /boot/bzImage /tmp/format2
patch /tmp/format2 $((off + 8)) '\002\000\000\000\002'
check_fails "an image without the record reads no hand-over" pkram-image-info /tmp/nopkram
check_eq "it says so" "$(pkram-image-info /tmp/nopkram)" \
	"/tmp/nopkram: reads no PKRAM hand-over (built without PKRAM)"
check_eq "the other reads format 2" "$(pkram-image-info /tmp/format2)" \
	"/tmp/format2: reads PKRAM formats 2-2 features 0x0"
# Checked first, before anything is preserved, as an operator would.
check_fails "--check fails for the format 2 image, nothing preserved yet" \
	pkram-image-info --check /tmp/format2
check_fails "a file that is no kernel image reads none" pkram-image-info /scenario/image.sh

# Loaded while nothing is preserved: allowed, kexec -e must then refuse.
check "with nothing preserved, the image without PKRAM loads" \
	kexec -s -l /tmp/nopkram --append="$(cat /proc/cmdline)"
check_sh "save node small (300 pages, 1000 bytes)" "echo 'small 300 0 1000' > $T/save"
mkdir -p /mnt/t
mount -t tmpfs -o pkram=t none /mnt/t
echo kept > /mnt/t/file
check "save the tree" mount -o remount,preserve,ro /mnt/t
check_fails "kexec -e into it is refused" kexec -e -x
check_dmesg "the kernel says why" \
	"pkram: kexec refused, the preserved memory would be lost: the new kernel does not read PKRAM hand-overs"

check_fails "--check fails for the image without PKRAM" pkram-image-info --check /tmp/nopkram
check_fails "--check fails for the format 2 image" pkram-image-info --check /tmp/format2
check "--check passes for this kernel's image" pkram-image-info --check /boot/bzImage
check_fails "kexec -s -l of the image without PKRAM is refused" \
	kexec -s -l /tmp/nopkram --append="$(cat /proc/cmdline)"
check_dmesg "the kernel says why" \
	"pkram: kexec image refused, the preserved memory would be lost: the new kernel does not read PKRAM hand-overs"
check_fails "kexec -s -l of the format 2 image is refused" \
	kexec -s -l /tmp/format2 --append="$(cat /proc/cmdline)"
check_dmesg "the kernel says why" \
	"the new kernel reads PKRAM formats 2-2, features 0x0; this hand-over is format 1, features 0x0"
# A newer kernel that reads this format too.
cp /boot/bzImage /tmp/format12
patch /tmp/format12 $((off + 12)) '\002'
check "--check passes for an image that reads formats 1-2" pkram-image-info --check /tmp/format12
check "kexec -s -l of it goes through" \
	kexec -s -l /tmp/format12 --append="$(cat /proc/cmdline)"
check_eq "nothing was lost" "$(cat /sys/kernel/mm/pkram/nodes | sort | tr '\n' ' ')" "small tmpfs:t "
pkram-kexec
not_ok "kexec failed"

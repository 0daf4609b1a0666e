. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

# A quarter of memory, scattered: any 30 MiB holds preserved pages.
check_sh "saved 120000 scattered pages" "echo 'spread 120000 0 1000 spread' > $T/save"
echo spread > $T/locate
at=$(( $(cat $T/locate) * 4096 ))
lo=$(( at & ~0x1fffff ))
hi=$(( lo + 0x4000000 ))
check_fails "kexec_load of segments on preserved memory fails" \
	kexec -l /boot/bzImage --initrd=/boot/initrd.img --mem-min=$lo --mem-max=$hi \
	--append="$(cat /proc/cmdline)"
check_dmesg "the kernel says why" "overlaps memory preserved by PKRAM"

check "kexec_file_load places its segments elsewhere" pkram-kexec --load-only saved_before_load=1
# Saved after the image is loaded: folios where its segments go are copied.
check_sh "saved 100000 pages after the image was loaded" "echo 'late 100000 0 1000' > $T/save"
echo "vmtest: kexec into stage 2"
kexec -e -x
not_ok "kexec -e failed"

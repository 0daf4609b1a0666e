. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

# A quarter of memory, scattered: any 30 MiB holds preserved pages.
echo "spread 120000 0 1000 spread" > $T/save
check "saved 120000 scattered pages" test $? = 0
echo spread > $T/locate
at=$(( $(cat $T/locate) * 4096 ))
lo=$(( at & ~0x1fffff ))
hi=$(( lo + 0x4000000 ))
kexec -l /boot/bzImage --initrd=/boot/initrd.img --mem-min=$lo --mem-max=$hi \
	--append="$(cat /proc/cmdline)" 2>/tmp/kexec.err
check "kexec_load of segments on preserved memory fails" test $? != 0
check "the kernel says why" sh -c 'dmesg | grep -q "overlaps memory preserved by PKRAM"'

pkram-kexec --load-only saved_before_load=1
check "kexec_file_load places its segments elsewhere" test $? = 0
# Saved after the image is loaded: folios where its segments go are copied.
echo "late 100000 0 1000" > $T/save
check "saved 100000 pages after the image was loaded" test $? = 0
echo "vmtest: kexec into stage 2"
kexec -e -x
not_ok "kexec -e failed"

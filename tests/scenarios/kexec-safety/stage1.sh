. /lib/vmtest.sh
T=/sys/kernel/debug/pkram_test

# A quarter of memory, scattered: every other page of where the allocator
# gave them.  Where that is depends on the allocator (deferred struct page
# init changes it): find the 64 MiB with the most pages of the pattern
# the save leaves, a page without flags (preserved) between two free
# pages (/proc/kpageflags: buddy, 1024) that cannot merge.
check_sh "saved 120000 scattered pages" "echo 'spread 120000 0 1000 spread' > $T/save"
lo=$(od -A n -t u8 -v -w8 /proc/kpageflags | awk '
	p1 == 0 && p2 == 1024 && $1 == 1024 { n[int((NR - 2) / 512)]++ }
	{ p2 = p1; p1 = $1 }
	END {
		for (b = 0; b * 512 < NR; b++) {
			w += n[b]; if (b >= 32) w -= n[b - 32]
			if (w > best) { best = w; at = b - 31 }
		}
		if (at < 1) at = 1
		printf "%d %d\n", at * 512 * 4096, best
	}')
set -- $lo
lo=$1 dense=$2
hi=$(( lo + 0x4000000 ))
echo "# the densest 64 MiB of preserved pages: $(printf %#x $lo)-$(printf %#x $hi), $dense pages"
check "it holds at least 4096 of them" test "$dense" -ge 4096
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

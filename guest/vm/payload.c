// SPDX-License-Identifier: GPL-2.0
/*
 * The VM of the live-update scenario: a freestanding program that QEMU
 * boots with its multiboot loader (-kernel), in 32-bit protected mode
 * without paging.  It fills its memory above 4 MiB with a pattern drawn
 * from a boot id (the TSC when it started), then checks it over and over
 * and says so on COM1:
 *
 *   vmpayload: boot=1a2b3c4d pass=7 ok
 *
 * Each pass also stamps every page with its number and checks the stamp
 * of the pass before, so that memory restored from an older copy is
 * caught as well as memory lost.  A VM kept alive across a host kernel
 * update goes on with the same boot id and the next pass: it did not
 * reboot.  With "step=N" on its command line (QEMU's -append), it fills
 * and checks every Nth page only: a VM of 1 GiB is checked end to end in
 * the time 64 MiB take with step=16.  Built with gcc -m32 -ffreestanding,
 * linked at 1 MiB.
 */
typedef unsigned int u32;
typedef unsigned long long u64;

#define MULTIBOOT_MAGIC		0x1BADB002
#define MULTIBOOT_FLAGS		0x00000003	/* page-aligned modules, memory info */
#define MULTIBOOT_INFO_CMDLINE	0x00000004
#define MULTIBOOT_BOOTED	0x2BADB002
#define PATTERN_START		0x400000	/* 4 MiB: above this program */
#define PAGE_WORDS		1024

/* The multiboot header must lie in the first 8 KiB: first in .text. */
asm(".pushsection .text.entry, \"ax\"\n"
    ".align 4\n"
    ".long 0x1BADB002, 0x00000003, -(0x1BADB002 + 0x00000003)\n"
    ".globl start\n"
    "start:\n"
    "	mov $stack + 16384, %esp\n"
    "	push %ebx\n"
    "	push %eax\n"
    "	call vm_main\n"
    "1:	hlt\n"
    "	jmp 1b\n"
    ".popsection\n");

struct multiboot_info {
	u32 flags;
	u32 mem_lower;		/* KiB below 1 MiB */
	u32 mem_upper;		/* KiB of memory from 1 MiB on, up to the first hole */
	u32 boot_device;
	u32 cmdline;		/* the command line, with MULTIBOOT_INFO_CMDLINE */
};

char stack[16384] __attribute__((aligned(16)));

/* Kept in the VM's memory, as all its state: a live update keeps them. */
static u32 boot_id;
static u32 pass;

static inline void outb(unsigned short port, unsigned char v)
{
	asm volatile("outb %0, %1" : : "a"(v), "Nd"(port));
}

static inline unsigned char inb(unsigned short port)
{
	unsigned char v;

	asm volatile("inb %1, %0" : "=a"(v) : "Nd"(port));
	return v;
}

static void putc(char c)
{
	while (!(inb(0x3f8 + 5) & 0x20))	/* transmitter empty */
		;
	outb(0x3f8, c);
}

static void puts(const char *s)
{
	while (*s)
		putc(*s++);
}

static void puthex(u32 v)
{
	int i;

	for (i = 28; i >= 0; i -= 4)
		putc("0123456789abcdef"[(v >> i) & 0xf]);
}

static void putdec(u32 v)
{
	char buf[11];
	int i = 10;

	buf[i] = 0;
	do {
		buf[--i] = '0' + v % 10;
		v /= 10;
	} while (v);
	puts(buf + i);
}

static inline u32 pattern(u32 addr)
{
	return (addr * 2654435761u) ^ boot_id;
}

static void say(const char *what)
{
	puts("vmpayload: boot=");
	puthex(boot_id);
	puts(" pass=");
	putdec(pass);
	puts(what);
}

/* The N of "step=N" on the command line, or 1. */
static u32 step_pages(const struct multiboot_info *mbi)
{
	const char *s;
	u32 n = 0;

	if (!(mbi->flags & MULTIBOOT_INFO_CMDLINE))
		return 1;
	for (s = (const char *)mbi->cmdline; *s; s++) {
		if (s[0] != 's' || s[1] != 't' || s[2] != 'e' || s[3] != 'p' || s[4] != '=')
			continue;
		for (s += 5; *s >= '0' && *s <= '9'; s++)
			n = n * 10 + *s - '0';
		break;
	}
	return n ? n : 1;
}

void vm_main(u32 magic, struct multiboot_info *mbi)
{
	u32 end, addr, bad, first_bad = 0, stride;
	volatile u32 *w;
	u64 tsc;
	int i;

	if (magic != MULTIBOOT_BOOTED || !(mbi->flags & 1)) {
		puts("vmpayload: not booted by a multiboot loader\n");
		return;
	}
	/* Memory up to the first hole, below 4 GiB, in whole pages. */
	end = 0x100000 + (mbi->mem_upper & ~3u) * 1024;
	asm volatile("rdtsc" : "=A"(tsc));
	boot_id = (u32)tsc ^ (u32)(tsc >> 32);
	if (!boot_id)
		boot_id = 1;
	stride = 4 * PAGE_WORDS * step_pages(mbi);

	for (addr = PATTERN_START; addr < end; addr += stride) {
		w = (volatile u32 *)addr;
		w[0] = 0;			/* the stamp of pass 0 */
		for (i = 1; i < PAGE_WORDS; i++)
			w[i] = pattern(addr + 4 * i);
	}
	say(" filled ");
	putdec((end - PATTERN_START) >> 20);
	puts(" MiB\n");

	for (pass = 1;; pass++) {
		bad = 0;
		for (addr = PATTERN_START; addr < end; addr += stride) {
			w = (volatile u32 *)addr;
			if (w[0] != pass - 1 && !bad++)
				first_bad = addr;
			for (i = 1; i < PAGE_WORDS; i++)
				if (w[i] != pattern(addr + 4 * i) && !bad++)
					first_bad = addr + 4 * i;
			w[0] = pass;
		}
		if (!bad) {
			say(" ok\n");
			continue;
		}
		say(" BAD: ");
		putdec(bad);
		puts(" words wrong, first at ");
		puthex(first_bad);
		puts("\n");
	}
}

// SPDX-License-Identifier: GPL-2.0
/*
 * memcheck: the vmguest's proof that it neither rebooted nor lost memory.
 * Fills MiB of memory with a pattern drawn from the kernel's boot id, then
 * checks it pass after pass, one console line per pass (see README).
 *
 * Usage: memcheck [MiB|max [SECONDS]]: fill MiB (max, or no argument: most
 * of MemAvailable); start a pass at most every SECONDS (default 1).
 *
 * Every filled page starts with two words: the number of the last pass that
 * checked it (0 after the fill), then MAGIC, so that a test can find these
 * pages in the VM's RAM file; the rest is the pattern.  A page whose stamp
 * is not the previous pass's was restored from an older copy of memory.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#define PAGE		4096
#define PAGE_WORDS	(PAGE / 8)
#define MAGIC		0x6b636d656d676d76ull	/* "vmgmemck" in memory */

static char boot_id[40];
static uint64_t seed;
static uint64_t bad, stale, first_bad, first_stamp;

static void die(const char *what)
{
	fprintf(stderr, "vmguest: memcheck: %s: %s\n", what, strerror(errno));
	exit(1);
}

static void read_file(const char *path, char *buf, size_t size)
{
	int fd = open(path, O_RDONLY);
	ssize_t n;

	if (fd < 0)
		die(path);
	n = read(fd, buf, size - 1);
	if (n < 0)
		die(path);
	buf[n] = 0;
	close(fd);
}

/* One write() per line: a console line is not split by another writer. */
static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
	char line[256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(line, sizeof(line) - 1, fmt, ap);
	va_end(ap);
	if (n > (int)sizeof(line) - 2)
		n = sizeof(line) - 2;
	line[n++] = '\n';
	if (write(1, line, n) < 0)
		exit(1);
}

/* The guest's uptime, as /proc/uptime says it: "123.45". */
static const char *uptime(void)
{
	static char buf[64];

	read_file("/proc/uptime", buf, sizeof(buf));
	buf[strcspn(buf, " \n")] = 0;
	return buf;
}

static uint64_t mem_available_mib(void)
{
	char buf[4096], *p;

	read_file("/proc/meminfo", buf, sizeof(buf));
	p = strstr(buf, "MemAvailable:");
	return p ? strtoull(p + 13, NULL, 10) / 1024 : 0;
}

static inline uint64_t pattern(uint64_t word)
{
	return (word * 0x9e3779b97f4a7c15ull) ^ seed;
}

/* Count a wrong word or a stale page; remember where the first was. */
static void wrong(uint64_t *count, uint64_t offset, uint64_t stamp)
{
	if (!bad && !stale) {
		first_bad = offset;
		first_stamp = stamp;
	}
	(*count)++;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	uint64_t mib, avail, pages, p, i, pass;
	double interval = argc > 2 ? atof(argv[2]) : 1, start, left;
	volatile uint64_t *mem, *w;
	struct termios t;
	char *s;

	/* "\n", not the tty's "\r\n": lines that end in "ok" parse simply. */
	if (tcgetattr(1, &t) == 0) {
		t.c_oflag &= ~ONLCR;
		tcsetattr(1, TCSANOW, &t);
	}
	read_file("/proc/sys/kernel/random/boot_id", boot_id, sizeof(boot_id));
	boot_id[strcspn(boot_id, "\n")] = 0;
	for (s = boot_id, seed = 0xcbf29ce484222325ull; *s; s++)	/* FNV-1a */
		seed = (seed ^ (unsigned char)*s) * 0x100000001b3ull;

	/* Leave the kernel and the console room to breathe. */
	avail = mem_available_mib();
	avail = avail > 16 ? avail - avail / 8 - 8 : 1;
	mib = argc > 1 && strcmp(argv[1], "max") ? strtoull(argv[1], NULL, 10) : avail;
	if (mib > avail) {
		say("vmguest: boot=%s only %llu MiB available, not %llu", boot_id,
		    (unsigned long long)avail, (unsigned long long)mib);
		mib = avail;
	}
	pages = mib * (1 << 20) / PAGE;
	mem = mmap(NULL, pages * PAGE, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	if (mem == MAP_FAILED)
		die("mmap");

	for (p = 0; p < pages; p++) {
		w = mem + p * PAGE_WORDS;
		w[0] = 0;
		w[1] = MAGIC;
		for (i = 2; i < PAGE_WORDS; i++)
			w[i] = pattern(p * PAGE_WORDS + i);
	}
	say("vmguest: boot=%s filled %llu MiB", boot_id, (unsigned long long)mib);

	for (pass = 1;; pass++) {
		start = now();
		bad = stale = 0;
		for (p = 0; p < pages; p++) {
			w = mem + p * PAGE_WORDS;
			if (w[0] != pass - 1)
				wrong(&stale, p * PAGE, w[0]);
			if (w[1] != MAGIC)
				wrong(&bad, p * PAGE + 8, w[0]);
			for (i = 2; i < PAGE_WORDS; i++)
				if (w[i] != pattern(p * PAGE_WORDS + i))
					wrong(&bad, p * PAGE + i * 8, w[0]);
			w[0] = pass;
		}
		if (!bad && !stale)
			say("vmguest: boot=%s uptime=%s pass=%llu ok", boot_id, uptime(),
			    (unsigned long long)pass);
		else
			say("vmguest: boot=%s uptime=%s pass=%llu BAD: %llu words wrong, "
			    "%llu pages stale, first at offset 0x%llx (page stamp %llu)",
			    boot_id, uptime(), (unsigned long long)pass,
			    (unsigned long long)bad, (unsigned long long)stale,
			    (unsigned long long)first_bad, (unsigned long long)first_stamp);
		left = interval - (now() - start);
		if (left > 0)
			nanosleep(&(struct timespec){ (time_t)left,
				  (long)((left - (time_t)left) * 1e9) }, NULL);
	}
}

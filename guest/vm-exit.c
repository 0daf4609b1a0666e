// SPDX-License-Identifier: GPL-2.0
/*
 * vm-exit CODE: leave QEMU through its isa-debug-exit device (port 0xf4),
 * which makes QEMU exit with status (CODE << 1) | 1 at once, without an
 * ACPI shutdown.  Fails (and returns) when the port is not accessible.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/io.h>

int main(int argc, char **argv)
{
	int code = argc > 1 ? atoi(argv[1]) : 0;

	if (ioperm(0xf4, 4, 1)) {
		perror("vm-exit: ioperm");
		return 1;
	}
	outl(code, 0xf4);
	fprintf(stderr, "vm-exit: still running after writing to 0xf4\n");
	return 1;
}

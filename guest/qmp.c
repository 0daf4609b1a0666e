// SPDX-License-Identifier: GPL-2.0
/*
 * qmp SOCKET COMMAND...: talk to a QEMU's QMP monitor on a Unix socket,
 * for the live-update scenario (the guest has no socat or python).
 *
 * Each COMMAND is a QMP command in JSON, or a bare name for one without
 * arguments ("stop"); "wait-migration" polls query-migrate until the
 * migration completed.  Prints each reply; exits 1 on an error reply, a
 * failed migration or a lost connection, 2 on bad usage.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

static FILE *mon;

/* The next line from QEMU that is not an asynchronous event. */
static char *reply(void)
{
	static char line[65536];

	while (fgets(line, sizeof(line), mon))
		if (!strstr(line, "\"event\""))
			return line;
	fprintf(stderr, "qmp: connection lost\n");
	exit(1);
}

static char *run(const char *cmd)
{
	char *r;

	if (cmd[0] == '{')
		fprintf(mon, "%s\n", cmd);
	else
		fprintf(mon, "{\"execute\": \"%s\"}\n", cmd);
	fflush(mon);
	r = reply();
	if (strstr(r, "\"error\"")) {
		fprintf(stderr, "qmp: %s: %s", cmd, r);
		exit(1);
	}
	return r;
}

static void wait_migration(void)
{
	struct timespec pause = { 0, 10 * 1000 * 1000 };
	char *r;

	for (;;) {
		r = run("query-migrate");
		if (strstr(r, "\"completed\"")) {
			fputs(r, stdout);
			return;
		}
		if (strstr(r, "\"failed\"") || strstr(r, "\"cancelled\"")) {
			fprintf(stderr, "qmp: migration did not complete: %s", r);
			exit(1);
		}
		nanosleep(&pause, NULL);
	}
}

int main(int argc, char **argv)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	int fd, i;

	if (argc < 3 || strlen(argv[1]) >= sizeof(sa.sun_path)) {
		fprintf(stderr, "usage: qmp SOCKET COMMAND...\n");
		return 2;
	}
	strcpy(sa.sun_path, argv[1]);
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof(sa))) {
		perror(argv[1]);
		return 1;
	}
	mon = fdopen(fd, "r+");
	reply();			/* the greeting */
	run("qmp_capabilities");
	for (i = 2; i < argc; i++) {
		if (!strcmp(argv[i], "wait-migration"))
			wait_migration();
		else
			fputs(run(argv[i]), stdout);
	}
	return 0;
}

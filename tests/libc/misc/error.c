#define _GNU_SOURCE
#include <error.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "../../harness/check.h"

/* Run fn in a child with stdout and stderr going to one pipe; return
 * what it wrote and its exit status. */
static int capture(void (*fn)(void), char *out, size_t size)
{
	int p[2], st, n = 0;
	long r;
	if (pipe(p)) return -1;
	pid_t pid = fork();
	if (!pid) {
		dup2(p[1], 1);
		dup2(p[1], 2);
		close(p[0]);
		fn();
		exit(0);
	}
	close(p[1]);
	while ((r = read(p[0], out + n, size - 1 - n)) > 0) n += r;
	out[n] = 0;
	close(p[0]);
	waitpid(pid, &st, 0);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 255;
}

static void plain(void)
{
	printf("before ");  /* buffered: error must flush it first */
	error(0, ENOENT, "open %s", "x");
	error(0, 0, "count=%u", error_message_count);
	error_at_line(0, EACCES, "f.c", 12, "bad %d", 7);
	error_at_line(0, 0, NULL, 3, "nofile");
	error_one_per_line = 1;
	error_at_line(0, 0, "g.c", 5, "first");
	error_at_line(0, 0, "g.c", 5, "second");
	error_at_line(0, 0, "g.c", 6, "third");
	fprintf(stderr, "n=%u\n", error_message_count);
}

static void prog(void)
{
	fputs("PROG> ", stderr);
}

static void hooked(void)
{
	error_print_progname = prog;
	error(0, 0, "hooked");
	error(3, 0, "exiting");
	error(0, 0, "not reached");
}

int main(int argc, char **argv)
{
	char out[1024], want[1024];
	(void)argc;
	CHECK_STR(program_invocation_name, argv[0]);
	CHECK_INT(capture(plain, out, sizeof out), 0);
	snprintf(want, sizeof want,
		"before %s: open x: %s\n"
		"%s: count=1\n"
		"%s:f.c:12: bad 7: %s\n"
		"%s: nofile\n"
		"%s:g.c:5: first\n"
		"%s:g.c:6: third\n"
		"n=6\n",
		argv[0], strerror(ENOENT), argv[0], argv[0], strerror(EACCES),
		argv[0], argv[0], argv[0]);
	CHECK_STR(out, want);

	CHECK_INT(capture(hooked, out, sizeof out), 3);
	CHECK_STR(out, "PROG> hooked\nPROG> exiting\n");
	return check_done();
}

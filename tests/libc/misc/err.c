#define _GNU_SOURCE
#include <err.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "../../harness/check.h"

static int capture(void (*fn)(void), char *out, size_t size)
{
	int p[2], st, n = 0;
	long r;
	if (pipe(p)) return -1;
	pid_t pid = fork();
	if (!pid) {
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

static void warns(void)
{
	errno = ENOENT;
	warn("open %s", "a");
	errno = EPERM;
	warn(NULL);
	warnx("plain %d", 5);
	warnx(NULL);
}

static void dies(void)
{
	errno = EISDIR;
	err(4, "dir");
}

static void diesx(void)
{
	errx(5, "bye");
}

int main(void)
{
	char out[1024], want[1024];
	const char *p = program_invocation_short_name;
	CHECK(strchr(p, '/') == 0);
	CHECK_INT(capture(warns, out, sizeof out), 0);
	snprintf(want, sizeof want, "%s: open a: %s\n%s: %s\n%s: plain 5\n%s: \n",
		p, strerror(ENOENT), p, strerror(EPERM), p, p);
	CHECK_STR(out, want);
	CHECK_INT(capture(dies, out, sizeof out), 4);
	snprintf(want, sizeof want, "%s: dir: %s\n", p, strerror(EISDIR));
	CHECK_STR(out, want);
	CHECK_INT(capture(diesx, out, sizeof out), 5);
	snprintf(want, sizeof want, "%s: bye\n", p);
	CHECK_STR(out, want);
	return check_done();
}

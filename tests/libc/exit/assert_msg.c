#define _GNU_SOURCE
#include <assert.h>
#include <signal.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

/* Catch the abort, then read what went to stderr (a pipe here). */
static sigjmp_buf jb;
static void on_abrt(int sig) { siglongjmp(jb, 1); }
static int assert_line;

static int the_function(int x)
{
	assert_line = __LINE__ + 1;
	assert(x == 2);
	return x;
}

int main(int argc, char **argv)
{
	int p[2], saved = dup(2);
	CHECK_INT(pipe(p), 0);
	signal(SIGABRT, on_abrt);
	dup2(p[1], 2);
	if (!sigsetjmp(jb, 1))
		the_function(3);
	dup2(saved, 2);
	close(p[1]);
	char buf[512] = { 0 };
	long len = read(p[0], buf, sizeof buf - 1);
	CHECK(len > 0);

	/* glibc's format, with the program's short name. */
	const char *prog = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
	char want[512];
	snprintf(want, sizeof want, "%s: %s:%d: the_function: Assertion `x == 2' failed.\n",
	         prog, __FILE__, assert_line);
	CHECK_STR(buf, want);

	/* With NDEBUG, re-including <assert.h> turns assert off. */
#define NDEBUG
#include <assert.h>
	assert(0);
	return check_done();
}

/* mcheck and mprobe: mprobe tells an intact block from one written past
 * its end and from a freed one, and a handler given to mcheck hears of
 * corruption that free finds. glibc 2.34 and later keep mcheck in
 * libc_malloc_debug.so: the glibc build runs itself again with it
 * preloaded. */
#define _GNU_SOURCE
#include <errno.h>
#include <mcheck.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

/* Corruption the compiler cannot drop as a dead or out-of-bounds store. */
static void flip(void *p, long i, int mask)
{
	((volatile unsigned char *)p)[i] ^= mask;
}

static int calls;
static enum mcheck_status last;
static int report = -1;

static void handler(enum mcheck_status st)
{
	calls++;
	last = st;
	if (report >= 0) {
		char c = '0' + st;
		(void)!write(report, &c, 1);
		_exit(42);
	}
}

#ifdef __polyport__
/* In a child: break the heap with HOW, then free; the handler reports
 * the status and exits 42. */
static void child(int how, int *code, char *st)
{
	int p[2];
	CHECK_INT(pipe(p), 0);
	pid_t pid = fork();
	if (!pid) {
		close(p[0]);
		report = p[1];
		char *volatile b = malloc(24);
		if (how == 0) {
			flip(b, 24, 0x5a);
			free(b);
		} else {
			free(b);
			free(b);
		}
		_exit(0);
	}
	close(p[1]);
	*st = '?';
	if (read(p[0], st, 1) != 1) *st = '-';
	close(p[0]);
	int ws;
	CHECK_INT(waitpid(pid, &ws, 0), pid);
	*code = WIFEXITED(ws) ? WEXITSTATUS(ws) : -WTERMSIG(ws);
}
#endif

int main(int argc, char **argv)
{
	(void)argc;
	if (mcheck(handler) != 0) {
		if (!getenv("LD_PRELOAD")) {
			setenv("LD_PRELOAD", "libc_malloc_debug.so.0", 1);
			execv("/proc/self/exe", argv);
		}
		SKIP("mcheck is not available");
	}

	char *p = malloc(10);
	CHECK_INT(mprobe(p), MCHECK_OK);
	flip(p, 10, 0x5a);
	CHECK_INT(mprobe(p), MCHECK_TAIL);
	CHECK_INT(calls, 1);
	CHECK_INT(last, MCHECK_TAIL);
	flip(p, 10, 0x5a);
	CHECK_INT(mprobe(p), MCHECK_OK);

	size_t big = 1 << 20;
	char *q = malloc(big);
	CHECK_INT(mprobe(q), MCHECK_OK);
	flip(q, big, 0x5a);
	CHECK_INT(mprobe(q), MCHECK_TAIL);
	flip(q, big, 0x5a);
	CHECK_INT(mprobe(q), MCHECK_OK);
	free(q);

	char *r = realloc(p, 300);
	CHECK_INT(mprobe(r), MCHECK_OK);
	flip(r, 300, 1);
	CHECK_INT(mprobe(r), MCHECK_TAIL);
	flip(r, 300, 1);

	/* Pedantic mode cannot start once blocks exist (glibc's rule;
	 * tests/libc/malloc/mcheck_pedantic.c has the rest). */
	CHECK_INT(mcheck_pedantic(handler), -1);

	/* glibc's mcheck answers these its own way (a guess from its own
	 * header layout, a freed block's header gone); this heap's: */
#ifdef __polyport__
	/* A header overwritten from below. */
	calls = 0;
	flip(r, -1, 0x5a);
	enum mcheck_status h = mprobe(r);
	CHECK_INT(h, MCHECK_HEAD);
	CHECK_INT(calls, 1);
	flip(r, -1, 0x5a);
	CHECK_INT(mprobe(r), MCHECK_OK);

	/* What free finds goes to the handler (which exits 42 here). */
	int code;
	char st;
	child(0, &code, &st);
	CHECK_INT(code, 42);
	CHECK_INT(st, '0' + MCHECK_TAIL);
	child(1, &code, &st);
	CHECK_INT(code, 42);
	CHECK_INT(st, '0' + MCHECK_FREE);

	/* A freed block is known as one; a handler that returns does not
	 * let the program go on. */
	char *f = malloc(32);
	free(f);
	CHECK_INT(mprobe(f), MCHECK_FREE);
	/* An aligned block (glibc's mcheck faults on one). */
	char *al = memalign(256, 40);
	CHECK_INT(mprobe(al), MCHECK_OK);
	flip(al, 40, 1);
	CHECK_INT(mprobe(al), MCHECK_TAIL);
	flip(al, 40, 1);
	flip(al, -1, 1);
	CHECK_INT(mprobe(al), MCHECK_HEAD);
	flip(al, -1, 1);
	free(al);
	report = -1;
	pid_t pid = fork();
	if (!pid) {
		char *volatile b = malloc(24);
		flip(b, 24, 1);
		free(b);
		_exit(0);
	}
	int ws;
	CHECK_INT(waitpid(pid, &ws, 0), pid);
	CHECK(WIFSIGNALED(ws) && WTERMSIG(ws) == SIGABRT);
#endif
	free(r);
	return check_done();
}

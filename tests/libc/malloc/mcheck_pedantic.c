/* mcheck_pedantic and mcheck_check_all: started before the first
 * malloc, mcheck keeps the list of live blocks; mcheck_check_all finds a
 * block written past its end or below its start at once, and in
 * pedantic mode every malloc, calloc, realloc and free does, whichever
 * block was hit. Run with "plain" the program starts mcheck instead:
 * then only mcheck_check_all (and the block's own free) finds it.
 * glibc 2.34 and later keep mcheck in libc_malloc_debug.so: the glibc
 * build runs itself again with it preloaded. */
#define _GNU_SOURCE
#include <malloc.h>
#include <mcheck.h>
#include <pthread.h>
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

static int report = -1;

/* glibc goes on after a handler returns, polyport aborts: this one
 * reports the status and leaves, the same on both. */
static void handler(enum mcheck_status st)
{
	char c = '0' + st;
	if (report >= 0) (void)!write(report, &c, 1);
	_exit(42);
}

static char *a, *b, *c, *d, *big;
enum { NA = 24, NB = 100, NC = 150, ND = 500, NBIG = 1 << 20 };

/* In a child: break a block with HOW, then make call CALL; the child
 * exits 42 with the handler's status, or 0 if nothing was found. */
static char run(int how, int call)
{
	int p[2];
	CHECK_INT(pipe(p), 0);
	pid_t pid = fork();
	if (!pid) {
		close(p[0]);
		report = p[1];
		switch (how) {
		case 1: flip(a, NA, 0x5a); break;     /* a's tail */
		case 2: flip(b, NB, 0x01); break;     /* b's tail */
		case 3: flip(c, -1, 0x5a); break;     /* c's header */
		case 4: flip(big, NBIG, 0x5a); break; /* a mapping's tail */
		case 5: flip(d, ND, 0x5a); break;     /* a realloc'd block's tail */
		}
		void *volatile q = 0;
		switch (call) {
		case 0: q = malloc(1); break;
		case 1: q = calloc(4, 8); break;
		case 2: q = realloc(d, ND * 4); break;
		case 3: free(a); break;
		case 4: mcheck_check_all(); break;
		case 5: q = realloc(0, 10); break;
		}
		(void)q;
		_exit(0);
	}
	close(p[1]);
	char st = '-';
	if (read(p[0], &st, 1) != 1) st = '-';
	close(p[0]);
	int ws;
	CHECK_INT(waitpid(pid, &ws, 0), pid);
	int code = WIFEXITED(ws) ? WEXITSTATUS(ws) : 128 + WTERMSIG(ws);
	CHECK_INT(code, st == '-' ? 0 : 42);
	return st;
}

#define TAIL ('0' + MCHECK_TAIL)
#define HEAD ('0' + MCHECK_HEAD)

#ifdef __polyport__
/* Threads allocating, growing and freeing at once while each call
 * walks the others' blocks: no block is ever seen half made or freed. */
static void *churn(void *arg)
{
	unsigned s = (unsigned)(size_t)arg;
	void *slot[16] = { 0 };
	for (int i = 0; i < 3000; i++) {
		s = s * 1103515245u + 12345u;
		int k = (s >> 8) & 15;
		size_t n = 1 + (s >> 12) % 300;
		switch ((s >> 20) % 3) {
		case 0: free(slot[k]); slot[k] = malloc(n); break;
		case 1: slot[k] = realloc(slot[k], n); break;
		case 2: free(slot[k]); slot[k] = aligned_alloc(64, 64); break;
		}
		if (slot[k]) memset(slot[k], 1, (s >> 20) % 3 == 2 ? 64 : n);
	}
	for (int k = 0; k < 16; k++) free(slot[k]);
	return 0;
}
#endif

int main(int argc, char **argv)
{
	int plain = argc > 1 && !strcmp(argv[1], "plain");
	if ((plain ? mcheck(handler) : mcheck_pedantic(handler)) != 0) {
		if (!getenv("LD_PRELOAD")) {
			setenv("LD_PRELOAD", "libc_malloc_debug.so.0", 1);
			execv("/proc/self/exe", argv);
		}
		SKIP("mcheck is not available");
	}
	/* Too late once blocks exist: glibc's rule, and its list could not
	 * hold them. */
	a = malloc(NA);
	CHECK_INT(mcheck_pedantic(handler), -1);

	b = malloc(NB);
	c = calloc(1, NC);
	d = realloc(malloc(10), ND);
	big = malloc(NBIG);
	CHECK(a && b && c && d && big);
	memset(a, 1, NA);
	memset(b, 2, NB);

	/* An intact heap: nothing is reported, whatever the call. */
	for (int call = 0; call <= 5; call++) CHECK_INT(run(0, call), '-');

	/* mcheck_check_all finds each kind of damage in both modes. */
	CHECK_INT(run(1, 4), TAIL);
	CHECK_INT(run(2, 4), TAIL);
	CHECK_INT(run(3, 4), HEAD);
	CHECK_INT(run(4, 4), TAIL);
	CHECK_INT(run(5, 4), TAIL);

	if (!plain) {
		/* Pedantic: any call finds damage to any other block. */
		CHECK_INT(run(1, 0), TAIL);
		CHECK_INT(run(2, 1), TAIL);
		CHECK_INT(run(3, 0), HEAD);
		CHECK_INT(run(4, 5), TAIL);
		CHECK_INT(run(2, 2), TAIL);
		CHECK_INT(run(2, 3), TAIL);
		CHECK_INT(run(1, 2), TAIL);
	} else {
		/* Without pedantic mode other blocks go unchecked. */
		CHECK_INT(run(2, 0), '-');
		CHECK_INT(run(3, 1), '-');
		CHECK_INT(run(4, 3), '-');
	}

	/* A freed block leaves the list, a realloc'd one moves in it. */
	free(b);
	d = realloc(d, 3 * ND);
	CHECK(d != 0);
	CHECK_INT(run(0, 4), '-');

#ifdef __polyport__
	/* glibc's mcheck keeps its list without a lock (glibc's manual: not
	 * thread-safe). */
	if (!plain) {
		pid_t pid = fork();
		if (!pid) {
			pthread_t t[4];
			for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, churn, (void *)(i + 1));
			for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
			_exit(0);
		}
		int ws;
		CHECK_INT(waitpid(pid, &ws, 0), pid);
		CHECK(WIFEXITED(ws) && WEXITSTATUS(ws) == 0);
	}
#endif

	/* The same in the other mode, once. */
	if (!plain && !getenv("MCHECK_TEST_CHILD")) {
		setenv("MCHECK_TEST_CHILD", "1", 1);
		pid_t pid = fork();
		if (!pid) {
			char *args[] = { argv[0], "plain", 0 };
			execv("/proc/self/exe", args);
			_exit(127);
		}
		int ws;
		CHECK_INT(waitpid(pid, &ws, 0), pid);
		CHECK(WIFEXITED(ws) && WEXITSTATUS(ws) == 0);
	}
	return check_done();
}

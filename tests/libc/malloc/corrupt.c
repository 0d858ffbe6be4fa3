/* polyport malloc's integrity checks: double free, foreign pointers,
 * overwritten headers and writes past the end of a block abort with a
 * message naming the problem and the pointer. Each case runs in a child; the parent checks the signal and
 * the exact message. */
#include <stdlib.h>
#include <malloc.h>
#include <string.h>
#include <signal.h>
#include <stdint.h>
#include <unistd.h>
#include <sys/wait.h>
#include "check.h"

static char msg[512];

static void hex(char *b, uintptr_t v)
{
	for (int i = 15; i >= 0; i--, v >>= 4) b[i] = "0123456789abcdef"[v & 15];
	b[16] = 0;
}

/* Runs CASE in a child; returns the pointer the child reports through
 * the pipe and leaves its stderr in msg. */
static int run(int which, uintptr_t *ptr)
{
	int out[2], err[2];
	pipe(out);
	pipe(err);
	pid_t pid = fork();
	if (!pid) {
		dup2(err[1], 2);
		char *volatile p = malloc(40), *volatile q;
		switch (which) {
		case 0: break;
		case 1: q = p; free(p); break;
		case 2: q = p + 16; break;
		case 3: q = p; memset(p - 8, 'x', 8); break;
		case 4: q = aligned_alloc(256, 100); free(q); break;
		case 5: q = malloc(1 << 20); break;
		case 6: q = p; free(p); write(out[1], (void *)&q, sizeof q); q = realloc(q, 100); _exit(0);
		/* one byte past 40 bytes, the very value of the top half of
		 * the canary: caught at free */
		case 7: q = p; p[40] = 0x7f; break;
		/* the same at realloc, which would otherwise copy the damage */
		case 8: q = p; p[40] = 'x'; write(out[1], (void *)&q, sizeof q); q = realloc(q, 1000); _exit(0);
		/* past a large block (its own mapping) */
		case 9: q = malloc(200000); q[200000] = 0; break;
		/* past a block grown in place, at its new end */
		case 10: q = realloc(p, 44); if (q != p) _exit(2); q[44] = ' '; break;
		/* past the block an aligned pointer lies in */
		case 11: q = aligned_alloc(64, 64); memset(q + 64, 'x', 64 + 16 + 16); break;
		}
		if (which == 0) { free(p); _exit(0); }
		write(out[1], (void *)&q, sizeof q);
		free(q);
		if (which == 5) free(q);
		_exit(0);
	}
	close(out[1]);
	close(err[1]);
	*ptr = 0;
	read(out[0], ptr, sizeof *ptr);
	long n = read(err[0], msg, sizeof msg - 1);
	msg[n > 0 ? n : 0] = 0;
	/* Keep only our line: qemu-user adds its own report of the signal. */
	char *nl = strchr(msg, '\n');
	if (nl) nl[1] = 0;
	close(out[0]);
	close(err[0]);
	int st;
	waitpid(pid, &st, 0);
	return st;
}

static const char *expect(const char *what, uintptr_t p)
{
	static char b[256];
	strcpy(b, "polyport malloc: ");
	strcat(b, what);
	strcat(b, " 0x");
	hex(b + strlen(b), p);
	strcat(b, " detected\n");
	return b;
}

int main(void)
{
	SKIP_UNLESS_POLYPORT("checks polyport malloc's own diagnostics");
	uintptr_t p;
	int st = run(0, &p);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_STR(msg, "");

	st = run(1, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	CHECK_STR(msg, expect("double free of", p));

	st = run(2, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	CHECK_STR(msg, expect("invalid pointer or overwritten header at", p));

	st = run(3, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	CHECK_STR(msg, expect("invalid pointer or overwritten header at", p));

	st = run(4, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	CHECK_STR(msg, expect("double free of", p));

	/* A freed large block is unmapped: the second free faults or is
	 * caught, but never succeeds silently. */
	st = run(5, &p);
	CHECK(WIFSIGNALED(st) && (WTERMSIG(st) == SIGABRT || WTERMSIG(st) == SIGSEGV));

	st = run(6, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	CHECK_STR(msg, expect("realloc of freed pointer", p));

	st = run(7, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	CHECK_STR(msg, expect("overflow past the end of", p));

	st = run(8, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	CHECK_STR(msg, expect("overflow past the end of", p));

	st = run(9, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	CHECK_STR(msg, expect("overflow past the end of", p));

	st = run(10, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	CHECK_STR(msg, expect("overflow past the end of", p));

	st = run(11, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	CHECK_STR(msg, expect("overflow past the end of", p));

	/* The size asked for, not the slot's: the byte after it is taken. */
	size_t bad = 0;
	for (size_t n = 0; n < 70000; n += n < 300 ? 1 : 997) {
		char *b = malloc(n);
		if (!b || malloc_usable_size(b) != n) bad++;
		if (b) memset(b, 'u', n);
		char *c = realloc(b, n / 2);
		if (!c || malloc_usable_size(c) != n / 2) bad++;
		free(c);
	}
	CHECK_INT(bad, 0);

	/* The program's own SIGABRT handler does not stop the abort. */
	signal(SIGABRT, SIG_IGN);
	st = run(1, &p);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	return check_done();
}

/* Writing past the end of an aligned block (posix_memalign, memalign,
 * aligned_alloc) is caught at its free like any other block's overflow:
 * the canary sits right after the bytes asked for, not after the
 * over-allocation the alignment needed. Each case runs in a child; with
 * glibc the count is only printed (it catches few of these), and the
 * same steps without the overflow must run to the end everywhere. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <malloc.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static const size_t aligns[] = { 32, 64, 256, 4096, 16384, 65536 };
static const size_t sizes[] = { 1, 24, 100, 1000, 5000 };
static const int past[] = { 1, 2, 3, 8, 16 };
#define N(a) (sizeof a / sizeof *a)

static void *get(int how, size_t align, size_t n)
{
	void *p = 0;
	switch (how) {
	case 0: if (posix_memalign(&p, align, n)) p = 0; break;
	case 1: p = memalign(align, n); break;
	default: p = aligned_alloc(align, (n + align - 1) & -align); break;
	}
	return p;
}

/* 1: stopped by a signal, 0: ran to the end, -1: something else. */
static int run(int how, size_t align, size_t n, int k)
{
	pid_t pid = fork();
	if (pid == 0) {
		signal(SIGABRT, SIG_DFL);
		close(2);
		char *volatile p = get(how, align, n);
		if (!p || ((size_t)p & (align - 1))) _exit(3);
		size_t len = how == 2 ? (n + align - 1) & -align : n;
		memset(p, 'x', len);
		memset(p + len, 'A', (size_t)k);
		__asm__ volatile("" : : "r"(p) : "memory");
		free(p);
		_exit(0);
	}
	int st = 0;
	if (pid < 0 || waitpid(pid, &st, 0) != pid) return -1;
	return WIFSIGNALED(st) ? 1 : WEXITSTATUS(st) == 0 ? 0 : -1;
}

int main(void)
{
	int stopped = 0, total = 0, odd = 0, false_alarm = 0;
	for (int how = 0; how < 3; how++)
	for (size_t a = 0; a < N(aligns); a++)
	for (size_t i = 0; i < N(sizes); i++) {
		int r0 = run(how, aligns[a], sizes[i], 0);
		false_alarm += r0 != 0;
		if (how) continue;  /* the other entry points: no false alarm */
		for (size_t j = 0; j < N(past); j++) {
			int r = run(how, aligns[a], sizes[i], past[j]);
			total++;
			if (r > 0) stopped++;
			else if (r < 0) odd++;
#ifdef __polyport__
			else if (check_failures < 8) {
				check__where(__FILE__, __LINE__, "an overflow past an aligned block is caught");
				check__put("    align ");
				check__puti((long long)aligns[a]);
				check__put(", size ");
				check__puti((long long)sizes[i]);
				check__put(", bytes past the end ");
				check__puti(past[j]);
				check__put("\n");
			}
#endif
		}
	}
	printf("overflow_aligned: stopped %d of %d\n", stopped, total);
	fflush(stdout);
	CHECK_INT(false_alarm, 0);
	CHECK_INT(odd, 0);
#ifdef __polyport__
	CHECK_INT(stopped, total);
#endif
	/* malloc_usable_size of an aligned block is what was asked for */
	void *p = memalign(64, 100);
	CHECK(p != 0);
#ifdef __polyport__
	CHECK_INT((long long)malloc_usable_size(p), 100);
#else
	CHECK(malloc_usable_size(p) >= 100);
#endif
	free(p);
	return check_done();
}

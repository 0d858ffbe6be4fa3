/* Writing 1 to 64 bytes past the end of a block, for blocks of many
 * sizes: the program is stopped (a signal: polyport and glibc abort with
 * a message, musl crashes on purpose) at the block's free, at the next
 * allocation of its size, or at the free of its neighbour, instead of
 * going on with a corrupt heap. The count of cases stopped is printed
 * ("overflow: stopped N of M"): tests/security/heap-overflow.test
 * compares it with musl's and glibc's for the same program. Every case
 * is stopped with polyport; with any libc, the same steps without the
 * overflow run to the end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static const size_t sizes[] = {
	1, 8, 12, 16, 24, 31, 32, 40, 56, 64, 100, 127, 200, 256, 333, 512,
	1000, 1024, 3000, 4096, 7000, 10000, 16384, 40000, 65536, 100000,
	130000, 200000, 1000000,
};
#define NSIZES (sizeof sizes / sizeof *sizes)

/* Exit status 0: the run reached its end. */
static int run(size_t n, int k)
{
	pid_t pid = fork();
	if (pid == 0) {
		/* A crash is the expected outcome: no core files. */
		signal(SIGABRT, SIG_DFL);
		close(2);
		char *volatile p = malloc(n), *volatile q = malloc(n);
		if (!p || !q) _exit(3);
		memset(p, 'x', n);
		memset(q, 'y', n);
		memset(p + n, 'A', (size_t)k);
		/* the stores must happen: the compiler takes memory that is
		 * about to be freed for dead */
		__asm__ volatile("" : : "r"(p), "r"(q) : "memory");
		free(p);
		p = malloc(n);
		free(p);
		free(q);
		_exit(0);
	}
	int st = 0;
	if (pid < 0 || waitpid(pid, &st, 0) != pid) return -1;
	return WIFSIGNALED(st) ? 1 : WEXITSTATUS(st) == 0 ? 0 : -1;
}

int main(void)
{
	int stopped = 0, total = 0, odd = 0, false_alarm = 0;
	for (size_t i = 0; i < NSIZES; i++) {
		false_alarm += run(sizes[i], 0) != 0;
		for (int k = 1; k <= 64; k++) {
			int r = run(sizes[i], k);
			total++;
			if (r > 0) stopped++;
			else if (r < 0) odd++;
#ifdef __polyport__
			else if (check_failures < 8) {
				/* the first few cases missed, by name */
				check__where(__FILE__, __LINE__, "an overflow past a block is caught");
				check__put("    size ");
				check__puti((long long)sizes[i]);
				check__put(", bytes past the end ");
				check__puti(k);
				check__put("\n");
			}
#endif
		}
	}
	printf("overflow: stopped %d of %d\n", stopped, total);
	fflush(stdout);
	CHECK_INT(false_alarm, 0);
	CHECK_INT(odd, 0);
#ifdef __polyport__
	CHECK_INT(stopped, total);
#endif
	return check_done();
}

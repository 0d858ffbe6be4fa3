/* interleave: time the start-up of several commands, one run of each per
 * round, so that a slow spell of a shared machine lands on all of them
 * alike (hyperfine runs each command's batch in turn, and on this kind of
 * machine two batches of the same command differ by more than the 5 %
 * the APE goals are about).
 *
 *   interleave [-c CPU] ROUNDS CMD [ARG...] [';;' CMD [ARG...]]...
 *
 * Each run is posix_spawn to wait4, stdout to /dev/null, timed with
 * CLOCK_MONOTONIC; every round runs the commands in a new random order
 * (a fixed rotation would always put the same command after the heaviest
 * one, whose cache and TLB damage it would then pay for every time); 20
 * rounds of warm-up are not counted. -c pins this process and so its children to one CPU.
 * Prints one line per command: median, 25th and 75th percentile in
 * microseconds, the mean number of page faults per run (the child's
 * ru_minflt + ru_majflt: on a virtual machine a first touch of a page can
 * cost more than a system call, so this column explains many a difference),
 * then the command. A command that fails stops it all. */
#define _GNU_SOURCE   /* sched_setaffinity, in hosttool.h */
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "hosttool.h"

#define MAXCMD 32
#define WARMUP 20

extern char **environ;

static double run(char **argv, const posix_spawn_file_actions_t *fa, long *faults)
{
	pid_t pid;
	int st;
	struct rusage ru;
	double t0 = now_us();
	int e = posix_spawn(&pid, argv[0], fa, 0, argv, environ);
	if (e) {
		fprintf(stderr, "interleave: %s: %s\n", argv[0], strerror(e));
		exit(2);
	}
	if (wait4(pid, &st, 0, &ru) != pid || !WIFEXITED(st) || WEXITSTATUS(st)) {
		fprintf(stderr, "interleave: %s failed (wait status %#x)\n", argv[0], st);
		exit(2);
	}
	double us = now_us() - t0;
	*faults = ru.ru_minflt + ru.ru_majflt;
	return us;
}

int main(int argc, char **argv)
{
	int i = 1;
	take_cpu_option(&i, argc, argv, "interleave");
	if (i + 1 >= argc) {
		fputs("usage: interleave [-c CPU] ROUNDS CMD [ARG...] [';;' CMD [ARG...]]...\n", stderr);
		return 2;
	}
	int rounds = atoi(argv[i++]), n = 0;
	if (rounds < 1)
		return fputs("interleave: ROUNDS must be at least 1\n", stderr), 2;
	char **cmd[MAXCMD];
	cmd[n++] = &argv[i];
	for (; i < argc; i++)
		if (!strcmp(argv[i], ";;")) {
			if (n == MAXCMD || i + 1 == argc)
				return fputs("interleave: too many or empty commands\n", stderr), 2;
			argv[i] = 0;
			cmd[n++] = &argv[i + 1];
		}
	double *t[MAXCMD];
	long long faults[MAXCMD] = { 0 };
	for (int c = 0; c < n; c++)
		if (!(t[c] = malloc(rounds * sizeof *t[c])))
			return perror("interleave"), 2;
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	int order[MAXCMD];
	unsigned long long seed = 0x9e3779b97f4a7c15ull;   /* fixed: runs repeat */
	for (int c = 0; c < n; c++)
		order[c] = c;
	for (int r = -WARMUP; r < rounds; r++) {
		for (int k = n - 1; k > 0; k--) {
			seed = seed * 6364136223846793005ull + 1442695040888963407ull;
			int j = (int)((seed >> 33) % (unsigned)(k + 1)), x = order[k];
			order[k] = order[j], order[j] = x;
		}
		for (int k = 0; k < n; k++) {
			int c = order[k];
			long f;
			double us = run(cmd[c], &fa, &f);
			if (r >= 0)
				t[c][r] = us, faults[c] += f;
		}
	}
	for (int c = 0; c < n; c++) {
		qsort(t[c], rounds, sizeof *t[c], by_value);
		printf("%.2f\t%.2f\t%.2f\t%.2f\t", t[c][rounds / 2], t[c][rounds / 4],
		       t[c][rounds * 3 / 4], (double)faults[c] / rounds);
		for (char **a = cmd[c]; *a; a++)
			printf("%s%s", a == cmd[c] ? "" : " ", *a);
		putchar('\n');
	}
	return 0;
}

/* What the harness's own host programs (interleave, mapcost) share: the
 * clock, a comparator for medians, and the -c CPU option. Not for the
 * benchmarks themselves (bench.h), which are built against three libcs.
 * The includer defines _GNU_SOURCE before its first header. */
#ifndef POLYPORT_BENCH_HOSTTOOL_H
#define POLYPORT_BENCH_HOSTTOOL_H

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_us(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

/* For qsort of doubles, ascending. */
static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* "-c CPU" at argv[*i]: pins this process (and so its children) to CPU,
 * and steps *i past it. Pinning keeps a run's numbers off the other
 * core's load. */
static void take_cpu_option(int *i, int argc, char **argv, const char *prog)
{
	if (*i + 1 < argc && !strcmp(argv[*i], "-c")) {
		cpu_set_t set;
		CPU_ZERO(&set);
		CPU_SET(atoi(argv[*i + 1]), &set);
		if (sched_setaffinity(0, sizeof set, &set)) {
			fprintf(stderr, "%s: sched_setaffinity: ", prog);
			perror(0);
			exit(2);
		}
		*i += 2;
	}
}

#endif

/* Benchmarks: one C file per topic under bench/<area>/<name>.c. The bench
 * harness builds it three ways (polyport static-PIE, glibc static, musl
 * static via musl-gcc), runs each several times interleaved, takes the
 * median per case and prints ratios. A benchmark prints one line per case:
 *
 *     <case>\t<value>\t<unit>
 *
 * where lower is better (ns/op, ns/byte). Use bench_report(). */
#ifndef POLYPORT_BENCH_H
#define POLYPORT_BENCH_H

#include <stdio.h>
#include <time.h>

static inline double bench_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* Keeps the compiler from deleting the work being measured. */
#define bench_use(x) __asm__ __volatile__("" : : "r"(x) : "memory")
#define bench_clobber() __asm__ __volatile__("" : : : "memory")

static inline void bench_report(const char *name, double value, const char *unit)
{
	printf("%s\t%.3f\t%s\n", name, value, unit);
	fflush(stdout);
}

/* Run BODY ITERS times and report ns per iteration. */
#define BENCH_LOOP(name, iters, body) do { \
	long bench__n = (iters); \
	double bench__t0 = bench_now_ns(); \
	for (long bench__i = 0; bench__i < bench__n; bench__i++) { body; } \
	bench_report(name, (bench_now_ns() - bench__t0) / bench__n, "ns/op"); \
} while (0)

#endif

/* String and memory primitives at three sizes: short (call overhead and
 * tail handling), medium (the vector loop's warm-up) and long (sustained
 * throughput from L1/L2). One line per case, ns per call. */
#define _GNU_SOURCE
#include <string.h>
#include <stdlib.h>
#include "bench.h"

static char src[65536 + 64] __attribute__((aligned(64)));
static char dst[65536 + 64] __attribute__((aligned(64)));

/* About the same total bytes per case, so each runs for a similar time. */
static long iters(size_t n)
{
	return n < 64 ? 20000000 : 200000000 / (long)n + 1000;
}

int main(void)
{
	static const size_t sizes[] = { 16, 256, 65536 };
	char name[64];

	for (size_t i = 0; i < sizeof src; i++) src[i] = 'a' + i % 23;
	for (int k = 0; k < 3; k++) {
		size_t n = sizes[k];
		/* The call goes through a volatile pointer so the compiler cannot
		 * inline or hoist a builtin: the library's function is measured. */
		void *(*volatile cpy)(void *, const void *, size_t) = memcpy;
		size_t (*volatile len)(const char *) = strlen;
		void *(*volatile chr)(const void *, int, size_t) = memchr;
		char *(*volatile schr)(const char *, int) = strchr;

		/* Misaligned by one so no path gets an aligned-only shortcut. */
		char *s = src + 1, *d = dst + 3;
		s[n - 1] = 0;

		snprintf(name, sizeof name, "memcpy_%zu", n);
		BENCH_LOOP(name, iters(n), { cpy(d, s, n); bench_clobber(); });
		snprintf(name, sizeof name, "strlen_%zu", n);
		BENCH_LOOP(name, iters(n), { bench_use(len(s)); bench_clobber(); });
		/* The byte sought is the last one, so the whole range is read. */
		s[n - 1] = 'Z';
		snprintf(name, sizeof name, "memchr_%zu", n);
		BENCH_LOOP(name, iters(n), { bench_use(chr(s, 'Z', n)); bench_clobber(); });
		s[n] = 0;
		snprintf(name, sizeof name, "strchr_%zu", n);
		BENCH_LOOP(name, iters(n), { bench_use(schr(s, 'Z')); bench_clobber(); });
		s[n - 1] = 'a' + (n - 1 + 1) % 23;
		s[n] = 'a' + (n + 1) % 23;
	}
	return 0;
}

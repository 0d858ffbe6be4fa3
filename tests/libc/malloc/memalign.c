/* aligned_alloc, posix_memalign, memalign, valloc, pvalloc: the result
 * is aligned, usable for the full size, freeable and reallocatable. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <malloc.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	/* Pages are 4 KiB on every target here (sysconf may not exist yet). */
	long ps = 4096;
	int misaligned = 0, short_usable = 0;
	for (size_t a = 1; a <= (1 << 21); a <<= 1) {
		size_t sizes[] = { 0, 1, 17, 100, 4096, 70000, 200000 };
		for (int j = 0; j < 7; j++) {
			size_t n = sizes[j];
			void *p = aligned_alloc(a, n);
			void *q = memalign(a, n);
			void *r = 0;
			int e = posix_memalign(&r, a < sizeof(void *) ? sizeof(void *) : a, n);
			CHECK(p && q && r && !e);
			if (!p || !q || !r) continue;
			misaligned += ((uintptr_t)p & (a - 1)) != 0;
			misaligned += ((uintptr_t)q & (a - 1)) != 0;
			misaligned += ((uintptr_t)r & (a - 1)) != 0;
			short_usable += malloc_usable_size(p) < n;
			memset(p, 0x5a, n);
			memset(q, 0x5b, n);
			memset(r, 0x5c, n);
			/* realloc of an aligned block keeps the data. */
			unsigned char *g = realloc(q, n + 1000);
			CHECK(g != NULL);
			if (g) {
				size_t bad = 0;
				for (size_t i = 0; i < n; i++) bad += g[i] != 0x5b;
				CHECK_UINT(bad, 0);
			}
			free(p);
			free(g);
			free(r);
		}
	}
	CHECK_INT(misaligned, 0);
	CHECK_INT(short_usable, 0);

	/* posix_memalign reports errors by return value. */
	void *x = (void *)1;
	CHECK_INT(posix_memalign(&x, 3, 10), EINVAL);
	CHECK_INT(posix_memalign(&x, 4, 10), EINVAL);
	CHECK_INT(posix_memalign(&x, 24, 10), EINVAL);
	CHECK(x == (void *)1);
	CHECK_INT(posix_memalign(&x, 64, SIZE_MAX - 1000), ENOMEM);

	void *v = valloc(10);
	CHECK(v && ((uintptr_t)v & (ps - 1)) == 0);
	free(v);
	v = pvalloc(10);
	CHECK(v && ((uintptr_t)v & (ps - 1)) == 0);
	CHECK(malloc_usable_size(v) >= (size_t)ps);
	free(v);

	return check_done();
}

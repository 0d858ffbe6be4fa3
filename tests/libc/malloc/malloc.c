/* malloc, free, realloc, calloc, malloc_usable_size over the whole size
 * range: every block is filled with a pattern derived from its address
 * and checked before release, so overlapping blocks or a realloc that
 * loses data fail here. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <malloc.h>
#include "check.h"

#pragma GCC diagnostic ignored "-Walloc-size-larger-than="
#pragma GCC diagnostic ignored "-Wuse-after-free"

static unsigned long rng = 12345;
static unsigned long rnd(void)
{
	rng = rng * 6364136223846793005ul + 1442695040888963407ul;
	return rng >> 33;
}

static void fill(unsigned char *p, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++) p[i] = (unsigned char)(seed + i * 7);
}

static int intact(const unsigned char *p, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] != (unsigned char)(seed + i * 7)) return 0;
	return 1;
}

#define NSLOT 512

int main(void)
{
	/* malloc(0) is a unique, freeable pointer. */
	void *z1 = malloc(0), *z2 = malloc(0);
	CHECK(z1 && z2 && z1 != z2);
	free(z1);
	free(z2);
	free(NULL);

	/* Every size from 0 to 4 KiB, then a spread up to 1 MiB: aligned to
	 * 16, usable size at least the request, contents kept. */
	int bad_align = 0, bad_usable = 0, bad_data = 0;
	for (size_t n = 0; n <= 4096; n++) {
		unsigned char *p = malloc(n);
		if (!p) { bad_data++; continue; }
		if ((uintptr_t)p & 15) bad_align++;
		if (malloc_usable_size(p) < n) bad_usable++;
		fill(p, n, n);
		if (!intact(p, n, n)) bad_data++;
		free(p);
	}
	for (size_t n = 4096; n <= (1 << 20); n += n / 7 + 13) {
		unsigned char *p = malloc(n);
		if (!p) { bad_data++; continue; }
		if ((uintptr_t)p & 15) bad_align++;
		if (malloc_usable_size(p) < n) bad_usable++;
		fill(p, n, n);
		if (!intact(p, n, n)) bad_data++;
		free(p);
	}
	CHECK_INT(bad_align, 0);
	CHECK_INT(bad_usable, 0);
	CHECK_INT(bad_data, 0);

	/* Random churn with many live blocks: no two live blocks overlap. */
	static unsigned char *slot[NSLOT];
	static size_t len[NSLOT];
	int corrupt = 0, fails = 0;
	for (int it = 0; it < 200000; it++) {
		int i = rnd() % NSLOT;
		if (slot[i]) {
			if (!intact(slot[i], len[i], i * 31 + len[i])) corrupt++;
			if (rnd() & 1) {
				free(slot[i]);
				slot[i] = 0;
				continue;
			}
			/* realloc: grow or shrink, the common prefix survives. */
			/* Not 0: realloc(p, 0) differs between libcs. */
			size_t n = 1 + (rnd() % 4 == 0 ? rnd() % 300000 : rnd() % 2000);
			size_t keep = n < len[i] ? n : len[i];
			unsigned char *q = realloc(slot[i], n);
			if (!q) { fails++; continue; }
			if (!intact(q, keep, i * 31 + len[i])) corrupt++;
			slot[i] = q;
			len[i] = n;
			fill(q, n, i * 31 + n);
			continue;
		}
		size_t n = rnd() % 16 == 0 ? rnd() % 200000 : rnd() % 1024;
		slot[i] = malloc(n);
		if (!slot[i]) { fails++; continue; }
		len[i] = n;
		fill(slot[i], n, i * 31 + n);
	}
	for (int i = 0; i < NSLOT; i++) {
		if (slot[i] && !intact(slot[i], len[i], i * 31 + len[i])) corrupt++;
		free(slot[i]);
	}
	CHECK_INT(corrupt, 0);
	CHECK_INT(fails, 0);

	/* realloc growth keeps data across the small/large boundary and back. */
	unsigned char *g = malloc(10);
	fill(g, 10, 3);
	size_t cur = 10;
	int lost = 0;
	for (size_t n = 17; n < (4 << 20); n = n * 3 / 2) {
		g = realloc(g, n);
		if (!g || !intact(g, cur, 3)) { lost++; break; }
		fill(g, n, 3);
		cur = n;
	}
	CHECK_INT(lost, 0);
	for (size_t n = cur; g && n > 8; n /= 3) {
		g = realloc(g, n);
		if (!g || !intact(g, n, 3)) { lost++; break; }
	}
	CHECK_INT(lost, 0);
	free(g);

	/* Shrinking in place keeps the pointer for a modest shrink. */
	char *s = malloc(1000);
	CHECK(realloc(s, 990) == s);
	free(s);

	/* realloc(NULL, n) is malloc. */
	s = realloc(NULL, 50);
	CHECK(s != NULL);
	free(s);

	/* calloc zeroes, including reused memory that was dirty. */
	for (int k = 0; k < 3; k++) {
		size_t sizes[] = { 1, 24, 100, 5000, 70000, 300000 };
		for (int j = 0; j < 6; j++) {
			unsigned char *d = malloc(sizes[j]);
			memset(d, 0xee, sizes[j]);
			free(d);
			unsigned char *c = calloc(sizes[j], 1);
			size_t nz = 0;
			for (size_t i = 0; i < sizes[j]; i++) nz += c[i] != 0;
			CHECK_UINT(nz, 0);
			free(c);
		}
	}
	unsigned *arr = calloc(1000, sizeof *arr);
	CHECK(arr && arr[0] == 0 && arr[999] == 0);
	free(arr);

	/* Overflowing or impossible sizes fail with ENOMEM. */
	CHECK_ERRNO(calloc((size_t)1 << 33, (size_t)1 << 33), ENOMEM);
	CHECK_ERRNO(calloc(SIZE_MAX / 2, 3), ENOMEM);
	CHECK_ERRNO(malloc(SIZE_MAX - 100), ENOMEM);
	CHECK_ERRNO(malloc(PTRDIFF_MAX), ENOMEM);
	void *r = malloc(16);
	CHECK_ERRNO(realloc(r, SIZE_MAX - 8), ENOMEM);
	free(r);
	CHECK_ERRNO(reallocarray(NULL, SIZE_MAX / 4, 8), ENOMEM);
	int *ra = reallocarray(NULL, 100, sizeof(int));
	CHECK(ra != NULL);
	ra[99] = 5;
	ra = reallocarray(ra, 200, sizeof(int));
	CHECK(ra && ra[99] == 5);
	free(ra);

	/* Many small blocks stay distinct (no slot handed out twice). */
	static void *many[20000];
	for (int i = 0; i < 20000; i++) {
		many[i] = malloc(24);
		memcpy(many[i], &i, sizeof i);
	}
	int dup = 0;
	for (int i = 0; i < 20000; i++) {
		int v;
		memcpy(&v, many[i], sizeof v);
		dup += v != i;
	}
	for (int i = 0; i < 20000; i++) free(many[i]);
	CHECK_INT(dup, 0);

	return check_done();
}

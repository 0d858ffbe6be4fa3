#define _GNU_SOURCE
#include <string.h>
#include "libc.h"

/* Crochemore-Perrin Two-Way search: linear time, constant space, so a
 * hostile needle cannot make grep or sed quadratic. */

/* Maximal suffix of x[0..m) under the byte order (rev = 0) or its
 * reverse (rev = 1). Returns the index before the suffix (SIZE_MAX for
 * the whole string) and its period in *per. */
/* FOLD compares ASCII letters without case (strcasestr shares this
 * code); it is a constant in each inlined copy, so memmem pays nothing. */
#define F(c) (fold && (unsigned)(c) - 'A' < 26 ? (c) | 32 : (c))

static inline __attribute__((__always_inline__))
size_t maxsuf(const unsigned char *x, size_t m, size_t *per, int rev, int fold)
{
	size_t ms = -1, j = 0, k = 1, p = 1;
	while (j + k < m) {
		unsigned char a = F(x[j + k]), b = F(x[ms + k]);
		if (a == b) {
			if (k == p) { j += p; k = 1; }
			else k++;
		} else if ((a < b) != rev) {
			j += k; k = 1; p = j - ms;
		} else {
			ms = j++; k = p = 1;
		}
	}
	*per = p;
	return ms;
}

static inline __attribute__((__always_inline__))
char *twoway(const unsigned char *h, size_t hl, const unsigned char *n, size_t l, int fold)
{
	size_t p, p2, ms, ms2, i, j = 0, mem = 0;

	ms = maxsuf(n, l, &p, 0, fold);
	ms2 = maxsuf(n, l, &p2, 1, fold);
	if (ms2 + 1 > ms + 1) { ms = ms2; p = p2; }

	/* Periodic when the left half repeats one period later. */
	for (i = 0; i < ms + 1 && F(n[i]) == F(n[i + p]); i++);
	if (i < ms + 1) {
		/* Not periodic: any shift up to the larger half is safe. */
		p = (ms + 1 > l - ms - 1 ? ms + 1 : l - ms - 1) + 1;
		while (j <= hl - l) {
			for (i = ms + 1; i < l && F(n[i]) == F(h[i + j]); i++);
			if (i < l) { j += i - ms; continue; }
			for (i = ms + 1; i > 0 && F(n[i - 1]) == F(h[i - 1 + j]); i--);
			if (!i) return (char *)h + j;
			j += p;
		}
		return 0;
	}
	/* Periodic: after a period shift the first l-p bytes are known. */
	while (j <= hl - l) {
		for (i = ms + 1 > mem ? ms + 1 : mem; i < l && F(n[i]) == F(h[i + j]); i++);
		if (i < l) { j += i - ms; mem = 0; continue; }
		for (i = ms + 1; i > mem && F(n[i - 1]) == F(h[i - 1 + j]); i--);
		if (i <= mem) return (char *)h + j;
		j += p;
		mem = l - p;
	}
	return 0;
}

void *memmem(const void *h0, size_t hl, const void *n0, size_t l)
{
	const unsigned char *h = h0, *n = n0, *z;

	if (!l) return (void *)h;
	if (hl < l) return 0;
	/* Start at the first occurrence of the first byte: cheap and it
	 * skips most of a typical haystack. */
	if (!(z = memchr(h, *n, hl - l + 1))) return 0;
	hl -= z - h;
	h = z;
	if (l == 1) return (void *)h;
	if (l == 2) {
		unsigned w = n[0] << 8 | n[1], v = h[0] << 8 | h[1];
		size_t k = 2;
		for (; v != w; k++) {
			if (k >= hl) return 0;
			v = (v << 8 | h[k]) & 0xffff;
		}
		return (void *)(h + k - 2);
	}
	return twoway(h, hl, n, l, 0);
}

hidden char *__strcasestr_twoway(const char *h, size_t hl, const char *n, size_t l)
{
	return twoway((const void *)h, hl, (const void *)n, l, 1);
}

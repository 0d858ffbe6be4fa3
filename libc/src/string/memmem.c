#define _GNU_SOURCE
#include <string.h>

/* Crochemore-Perrin Two-Way search: linear time, constant space, so a
 * hostile needle cannot make grep or sed quadratic. */

/* Maximal suffix of x[0..m) under the byte order (rev = 0) or its
 * reverse (rev = 1). Returns the index before the suffix (SIZE_MAX for
 * the whole string) and its period in *per. */
static size_t maxsuf(const unsigned char *x, size_t m, size_t *per, int rev)
{
	size_t ms = -1, j = 0, k = 1, p = 1;
	while (j + k < m) {
		unsigned char a = x[j + k], b = x[ms + k];
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

static char *twoway(const unsigned char *h, size_t hl, const unsigned char *n, size_t l)
{
	size_t p, p2, ms, ms2, i, j = 0, mem = 0;

	ms = maxsuf(n, l, &p, 0);
	ms2 = maxsuf(n, l, &p2, 1);
	if (ms2 + 1 > ms + 1) { ms = ms2; p = p2; }

	if (memcmp(n, n + p, ms + 1)) {
		/* Not periodic: any shift up to the larger half is safe. */
		p = (ms + 1 > l - ms - 1 ? ms + 1 : l - ms - 1) + 1;
		while (j <= hl - l) {
			for (i = ms + 1; i < l && n[i] == h[i + j]; i++);
			if (i < l) { j += i - ms; continue; }
			for (i = ms + 1; i > 0 && n[i - 1] == h[i - 1 + j]; i--);
			if (!i) return (char *)h + j;
			j += p;
		}
		return 0;
	}
	/* Periodic: after a period shift the first l-p bytes are known. */
	while (j <= hl - l) {
		for (i = ms + 1 > mem ? ms + 1 : mem; i < l && n[i] == h[i + j]; i++);
		if (i < l) { j += i - ms; mem = 0; continue; }
		for (i = ms + 1; i > mem && n[i - 1] == h[i - 1 + j]; i--);
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
	return twoway(h, hl, n, l);
}

/* Introsort: median-of-three (ninther for big ranges) quicksort that
 * recurses into the smaller side only, falls back to heapsort when the
 * depth budget runs out (so O(n log n) even on adversarial inputs), and
 * finishes short ranges with insertion sort. A lopsided partition costs
 * double budget, so an adversary reaches heapsort after about log2(n)
 * levels instead of 2 log2(n). The heapsort is Floyd's bottom-up
 * variant: about n log2 n comparisons instead of 2 n log2 n. Not stable,
 * like every qsort POSIX allows. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <stdint.h>

typedef int (*cmpfun)(const void *, const void *, void *);

static inline void swap(char *a, char *b, size_t w)
{
	if (a == b) return;
	while (w >= 8) {
		uint64_t t;
		__builtin_memcpy(&t, a, 8);
		__builtin_memcpy(a, b, 8);
		__builtin_memcpy(b, &t, 8);
		a += 8, b += 8, w -= 8;
	}
	while (w--) {
		char t = *a;
		*a++ = *b;
		*b++ = t;
	}
}

static char *med3(char *a, char *b, char *c, cmpfun cmp, void *arg)
{
	if (cmp(a, b, arg) < 0) {
		if (cmp(b, c, arg) < 0) return b;
		return cmp(a, c, arg) < 0 ? c : a;
	}
	if (cmp(b, c, arg) > 0) return b;
	return cmp(a, c, arg) < 0 ? a : c;
}

/* Floyd: walk the larger children down to a leaf (one comparison per
 * level), climb back to where the root's element belongs, then rotate
 * that path up by one. */
static void sift(char *base, size_t i, size_t n, size_t w, cmpfun cmp, void *arg)
{
	size_t j = i, c;
	while ((c = 2 * j + 1) < n) {
		if (c + 1 < n && cmp(base + c * w, base + (c + 1) * w, arg) < 0) c++;
		j = c;
	}
	while (j > i && cmp(base + i * w, base + j * w, arg) > 0) j = (j - 1) / 2;
	/* Move i's element to j, shifting the ancestors of j (below i) up. */
	while (j > i) {
		swap(base + i * w, base + j * w, w);
		j = (j - 1) / 2;
	}
}

static void heapsort(char *base, size_t n, size_t w, cmpfun cmp, void *arg)
{
	for (size_t i = n / 2; i-- > 0;) sift(base, i, n, w, cmp, arg);
	while (n > 1) {
		n--;
		swap(base, base + n * w, w);
		sift(base, 0, n, w, cmp, arg);
	}
}

static void isort(char *base, size_t n, size_t w, cmpfun cmp, void *arg)
{
	for (size_t i = 1; i < n; i++)
		for (char *p = base + i * w; p > base && cmp(p - w, p, arg) > 0; p -= w)
			swap(p - w, p, w);
}

static void introsort(char *base, size_t n, size_t w, cmpfun cmp, void *arg, int depth)
{
	while (n > 12) {
		if (depth-- <= 0) {
			heapsort(base, n, w, cmp, arg);
			return;
		}
		char *lo = base, *mid = base + n / 2 * w, *hi = base + (n - 1) * w, *m;
		if (n > 64) {
			size_t s = n / 8 * w;
			m = med3(med3(lo, lo + s, lo + 2 * s, cmp, arg),
				 med3(mid - s, mid, mid + s, cmp, arg),
				 med3(hi - 2 * s, hi - s, hi, cmp, arg), cmp, arg);
		} else {
			m = med3(lo, mid, hi, cmp, arg);
		}
		swap(base, m, w);
		/* Hoare partition; both scans stop on keys equal to the pivot,
		 * so runs of duplicates split evenly. */
		char *i = base + w, *j = hi;
		for (;;) {
			while (i <= j && cmp(i, base, arg) < 0) i += w;
			while (i <= j && cmp(j, base, arg) > 0) j -= w;
			if (i >= j) break;
			swap(i, j, w);
			i += w, j -= w;
		}
		swap(base, j, w);
		size_t left = (j - base) / w, right = n - left - 1;
		if ((left < right ? left : right) < n / 8) depth--;
		if (left < right) {
			introsort(base, left, w, cmp, arg, depth);
			base = j + w;
			n = right;
		} else {
			introsort(j + w, right, w, cmp, arg, depth);
			n = left;
		}
	}
	isort(base, n, w, cmp, arg);
}

void qsort_r(void *base, size_t n, size_t w, cmpfun cmp, void *arg)
{
	if (n < 2 || !w) return;
	int depth = 0;
	for (size_t k = n; k > 1; k >>= 1) depth += 2;
	introsort(base, n, w, cmp, arg, depth);
}

/* qsort, qsort_r, bsearch: sorted output that is a permutation of the
 * input, for several element widths and input shapes, within an
 * O(n log n) comparison budget even for patterns that break naive
 * quicksorts. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "check.h"

static long ncmp;

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	ncmp++;
	return (x > y) - (x < y);
}

/* Elements of width w keyed by their first 4 bytes. */
static int cmp_key(const void *a, const void *b, void *w)
{
	unsigned x, y;
	memcpy(&x, a, 4);
	memcpy(&y, b, 4);
	(*(long *)w)++;
	return (x > y) - (x < y);
}

static unsigned long rng = 99;
static unsigned rnd(void)
{
	rng = rng * 6364136223846793005ul + 1442695040888963407ul;
	return rng >> 33;
}

#define N 100000
static int a[N];

/* McIlroy's adversary ("A Killer Adversary for Quicksort"): values are
 * decided lazily, as the sort compares them, so that any quicksort that
 * picks pivots from a few samples goes quadratic. */
static int val[N], gas, nsolid, candidate;

static int cmp_adv(const void *px, const void *py)
{
	int x = *(const int *)px, y = *(const int *)py;
	ncmp++;
	if (val[x] == gas && val[y] == gas) {
		if (x == candidate) val[x] = nsolid++;
		else val[y] = nsolid++;
	}
	if (val[x] == gas) candidate = x;
	else if (val[y] == gas) candidate = y;
	return val[x] - val[y];
}

static int sorted(int *v, int n)
{
	for (int i = 1; i < n; i++) if (v[i - 1] > v[i]) return 0;
	return 1;
}

static long sum(int *v, int n)
{
	long s = 0;
	for (int i = 0; i < n; i++) s += (long)v[i] * v[i] + v[i];
	return s;
}

int main(void)
{
	/* Shapes: random, sorted, reversed, all equal, few distinct,
	 * organ pipe, sawtooth. The budget is 3 n log2 n comparisons. */
	long budget = 3L * N * 17;
	for (int shape = 0; shape < 7; shape++) {
		for (int i = 0; i < N; i++) {
			switch (shape) {
			case 0: a[i] = rnd(); break;
			case 1: a[i] = i; break;
			case 2: a[i] = N - i; break;
			case 3: a[i] = 7; break;
			case 4: a[i] = rnd() % 4; break;
			case 5: a[i] = i < N / 2 ? i : N - i; break;
			case 6: a[i] = i % 1000; break;
			}
		}
		long s0 = sum(a, N);
		ncmp = 0;
		qsort(a, N, sizeof a[0], cmp_int);
		CHECK(sorted(a, N));
		CHECK_INT(sum(a, N), s0);
		CHECK(ncmp <= budget);
	}

	/* The adversary cannot push an introsort past its budget. */
	gas = N - 1;
	nsolid = 0;
	candidate = 0;
	for (int i = 0; i < N; i++) a[i] = i, val[i] = gas;
	ncmp = 0;
	qsort(a, N, sizeof a[0], cmp_adv);
	CHECK(ncmp <= budget);
	int adv_sorted = 1;
	for (int i = 1; i < N; i++) adv_sorted &= val[a[i - 1]] <= val[a[i]];
	CHECK(adv_sorted);

	/* Odd widths go through the byte-wise swap. */
	size_t widths[] = { 4, 5, 8, 12, 24, 33 };
	for (int k = 0; k < 6; k++) {
		size_t w = widths[k];
		int n = 3000;
		unsigned char *v = malloc(n * w);
		unsigned long check0 = 0, check1 = 0;
		for (int i = 0; i < n; i++) {
			unsigned key = rnd() % 500;
			memcpy(v + i * w, &key, 4);
			for (size_t b = 4; b < w; b++) v[i * w + b] = (unsigned char)(key * 3 + b);
			check0 += key * 7 + 1;
		}
		long cnt = 0;
		qsort_r(v, n, w, cmp_key, &cnt);
		int ok = 1, intact = 1;
		unsigned prev = 0;
		for (int i = 0; i < n; i++) {
			unsigned key;
			memcpy(&key, v + i * w, 4);
			if (key < prev) ok = 0;
			prev = key;
			check1 += key * 7 + 1;
			for (size_t b = 4; b < w; b++)
				if (v[i * w + b] != (unsigned char)(key * 3 + b)) intact = 0;
		}
		CHECK(ok);
		CHECK(intact);
		CHECK_UINT(check1, check0);
		CHECK(cnt > 0);
		free(v);
	}

	/* Tiny inputs. */
	int one[1] = { 5 };
	qsort(one, 1, sizeof one[0], cmp_int);
	CHECK_INT(one[0], 5);
	qsort(one, 0, sizeof one[0], cmp_int);
	int small[5] = { 3, 1, 2, 5, 4 };
	qsort(small, 5, sizeof small[0], cmp_int);
	CHECK(sorted(small, 5));

	/* bsearch over the sorted array: every present key is found, absent
	 * keys are not. */
	int b[1000];
	for (int i = 0; i < 1000; i++) b[i] = 2 * i;
	int miss = 0;
	for (int k = -1; k < 2001; k++) {
		int *r = bsearch(&k, b, 1000, sizeof b[0], cmp_int);
		if (k >= 0 && k < 2000 && k % 2 == 0) miss += !r || *r != k;
		else miss += r != NULL;
	}
	CHECK_INT(miss, 0);
	int k = 4;
	CHECK(bsearch(&k, b, 0, sizeof b[0], cmp_int) == NULL);
	CHECK(bsearch(&k, b + 2, 1, sizeof b[0], cmp_int) == b + 2);
	return check_done();
}

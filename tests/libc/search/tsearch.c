/* tsearch, tfind, tdelete, twalk, tdestroy: a set of ints kept in a
 * balanced tree; in-order walks are sorted and complete, depth stays
 * logarithmic, deletes remove exactly what they should. */
#define _GNU_SOURCE
#include <search.h>
#include <stdlib.h>
#include "check.h"

static int cmp(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

static int last, count, unsorted, maxdepth;

static void visit(const void *node, VISIT v, int depth)
{
	if (depth > maxdepth) maxdepth = depth;
	if (v != postorder && v != leaf) return;
	int k = **(int *const *)node;
	if (count && k <= last) unsorted++;
	last = k;
	count++;
}

static int freed;
static void freekey(void *k) { freed++; }

#define N 20000
static int keys[N];

int main(void)
{
	void *root = NULL;
	unsigned long r = 7;
	int distinct = 0;
	for (int i = 0; i < N; i++) {
		r = r * 6364136223846793005ul + 1;
		keys[i] = (int)(r >> 40) % 30000;
		void *n = tsearch(&keys[i], &root, cmp);
		CHECK(n != NULL);
		if (*(int **)n == &keys[i]) distinct++;
	}
	count = 0, unsorted = 0, maxdepth = 0;
	twalk(root, visit);
	CHECK_INT(count, distinct);
	CHECK_INT(unsorted, 0);
	/* Balanced: a red-black or AVL tree of n nodes is under 2 log2 n deep. */
	CHECK(maxdepth <= 30);

	int missing = 0;
	for (int i = 0; i < N; i++) {
		int **f = tfind(&keys[i], &root, cmp);
		if (!f || **f != keys[i]) missing++;
	}
	CHECK_INT(missing, 0);
	int absent = -5;
	CHECK(tfind(&absent, &root, cmp) == NULL);

	/* Delete every even key; odd keys stay findable. */
	int deleted = 0;
	for (int k = 0; k < 30000; k += 2) {
		void *p = tdelete(&k, &root, cmp);
		if (p) deleted++;
		if (tfind(&k, &root, cmp)) missing++;
	}
	CHECK_INT(missing, 0);
	for (int i = 0; i < N; i++)
		if ((keys[i] & 1) && !tfind(&keys[i], &root, cmp)) missing++;
	CHECK_INT(missing, 0);
	count = 0, unsorted = 0, maxdepth = 0;
	twalk(root, visit);
	CHECK_INT(count, distinct - deleted);
	CHECK_INT(unsorted, 0);
	CHECK(maxdepth <= 30);
	CHECK(tdelete(&absent, &root, cmp) == NULL);

	/* Single node: leaf visit at depth 0. */
	void *one = NULL;
	int seven = 7;
	tsearch(&seven, &one, cmp);
	count = 0;
	twalk(one, visit);
	CHECK_INT(count, 1);
	CHECK(tdelete(&seven, &one, cmp) != NULL);
	CHECK(one == NULL);

	freed = 0;
	tdestroy(root, freekey);
	CHECK_INT(freed, distinct - deleted);
	CHECK(tsearch(&seven, NULL, cmp) == NULL);
	return check_done();
}

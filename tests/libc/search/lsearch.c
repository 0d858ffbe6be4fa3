/* lfind, lsearch, insque, remque. */
#define _GNU_SOURCE
#include <search.h>
#include "check.h"

static int cmp(const void *a, const void *b)
{
	return *(const int *)a != *(const int *)b;
}

struct q { struct q *next, *prev; int v; };

int main(void)
{
	int tab[10] = { 5, 3, 9 };
	size_t n = 3;
	int k = 9, k2 = 4;
	CHECK(lfind(&k, tab, &n, sizeof(int), cmp) == &tab[2]);
	CHECK(lfind(&k2, tab, &n, sizeof(int), cmp) == NULL);
	CHECK_UINT(n, 3);
	int *p = lsearch(&k2, tab, &n, sizeof(int), cmp);
	CHECK(p == &tab[3] && *p == 4);
	CHECK_UINT(n, 4);
	CHECK(lsearch(&k, tab, &n, sizeof(int), cmp) == &tab[2]);
	CHECK_UINT(n, 4);

	struct q a = { 0, 0, 1 }, b = { 0, 0, 2 }, c = { 0, 0, 3 };
	insque(&a, NULL);
	CHECK(a.next == NULL && a.prev == NULL);
	insque(&c, &a);
	insque(&b, &a);
	CHECK(a.next == &b && b.next == &c && c.next == NULL);
	CHECK(c.prev == &b && b.prev == &a);
	remque(&b);
	CHECK(a.next == &c && c.prev == &a);
	remque(&a);
	CHECK(c.prev == NULL);
	return check_done();
}

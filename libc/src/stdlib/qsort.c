#define _GNU_SOURCE
#include <stdlib.h>

typedef int (*cmpfun)(const void *, const void *);

/* qsort is qsort_r with the comparison passed through as the argument. */
static int call(const void *a, const void *b, void *cmp)
{
	return ((cmpfun)cmp)(a, b);
}

void qsort(void *base, size_t n, size_t w, cmpfun cmp)
{
	qsort_r(base, n, w, call, (void *)cmp);
}

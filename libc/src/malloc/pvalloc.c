#define _GNU_SOURCE
#include <stdlib.h>
#include <errno.h>
#include "malloc_impl.h"

void *pvalloc(size_t n)
{
	size_t ps = libc.page_size;
	if (n > (size_t)-1 - ps) {
		errno = ENOMEM;
		return 0;
	}
	/* pvalloc(0) still gets one page, as in glibc. */
	n = n ? (n + ps - 1) & -ps : ps;
	void *p = __malloc_aligned(ps, n);
	__malloc_trace_new(p, n, __builtin_return_address(0));
	return p;
}

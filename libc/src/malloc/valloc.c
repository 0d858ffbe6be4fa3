#define _GNU_SOURCE
#include <stdlib.h>
#include "malloc_impl.h"

void *valloc(size_t n)
{
	void *p = __malloc_aligned(libc.page_size, n);
	__malloc_trace_new(p, n, __builtin_return_address(0));
	return p;
}

#include <stdlib.h>
#include <errno.h>
#include "malloc_impl.h"

void *aligned_alloc(size_t align, size_t n)
{
	if (!align || (align & (align - 1))) {
		errno = EINVAL;
		return 0;
	}
	void *p = __malloc_aligned(align, n);
	__malloc_trace_new(p, n, __builtin_return_address(0));
	return p;
}

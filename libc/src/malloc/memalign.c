#define _GNU_SOURCE
#include <stdlib.h>
#include <errno.h>
#include "malloc_impl.h"

void *memalign(size_t align, size_t n)
{
	/* glibc rounds a bad alignment up to a power of two rather than
	 * failing; old code relies on it. */
	if (align & (align - 1)) {
		if (align > ((size_t)-1 >> 1) + 1) {
			errno = EINVAL;
			return 0;
		}
		size_t a = 1;
		while (a < align) a <<= 1;
		align = a;
	}
	void *p = __malloc_aligned(align, n);
	__malloc_trace_new(p, n, __builtin_return_address(0));
	return p;
}

#include <stdlib.h>
#include <errno.h>
#include "malloc_impl.h"

int posix_memalign(void **res, size_t align, size_t n)
{
	if (align < sizeof(void *) || (align & (align - 1))) return EINVAL;
	/* POSIX: report the error by return value and leave errno alone. */
	int e = errno;
	void *p = __malloc_aligned(align, n);
	__malloc_trace_new(p, n, __builtin_return_address(0));
	if (!p) {
		errno = e;
		return ENOMEM;
	}
	*res = p;
	return 0;
}

#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "malloc_impl.h"

void *calloc(size_t m, size_t n)
{
	size_t total;
	if (__builtin_mul_overflow(m, n, &total)) {
		errno = ENOMEM;
		return 0;
	}
	void *p = __malloc_for(total, __builtin_return_address(0));
	/* A fresh private mapping is already zero; skip touching its pages. */
	if (p && !__malloc_fresh(p)) memset(p, 0, total);
	return p;
}

#define _GNU_SOURCE
#include <stdlib.h>
#include "malloc_impl.h"

void *valloc(size_t n)
{
	return __malloc_aligned(libc.page_size, n);
}

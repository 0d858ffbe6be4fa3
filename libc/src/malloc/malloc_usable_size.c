#include <malloc.h>
#include "malloc_impl.h"

size_t malloc_usable_size(void *p)
{
	return __malloc_usable(p);
}

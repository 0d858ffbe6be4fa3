#define _GNU_SOURCE
#include <stdlib.h>
#include <errno.h>

void *reallocarray(void *p, size_t m, size_t n)
{
	size_t total;
	if (__builtin_mul_overflow(m, n, &total)) {
		errno = ENOMEM;
		return 0;
	}
	return realloc(p, total);
}

#define _GNU_SOURCE
#include <string.h>

void explicit_bzero(void *s, size_t n)
{
	memset(s, 0, n);
	/* The compiler must assume the zeroed bytes are read here, so the
	 * memset cannot be dropped as a dead store. */
	__asm__ __volatile__("" : : "r"(s) : "memory");
}

/* _FORTIFY_SOURCE=3: sizes known only at run time count too: a copy past
 * the end of a malloc'd block of a computed size, or of a variable-length
 * array, aborts (level 2 lets both through). */
#undef _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 3
#include <stdlib.h>
#include <string.h>
#include "chk.h"

static volatile size_t n = 10;

static void overflow(int which)
{
	char *p = malloc(n);
	char vla[n];
	switch (which) {
	case 1: memset(p, 'x', n + 1); break;
	case 2: memcpy(vla, "0123456789abcdef", n + 1); break;
	}
	__asm__ volatile("" : : "r"(p), "r"(vla) : "memory");
	free(p);
}

int main(void)
{
#if !defined(__has_builtin) || !__has_builtin(__builtin_dynamic_object_size)
	SKIP("the compiler has no __builtin_dynamic_object_size");
#endif
	char *p = malloc(n);
	CHECK(memset(p, 'y', n) == p && p[9] == 'y');
	free(p);
	CHECK_ABORTS(1, "memset");
	CHECK_ABORTS(2, "memcpy");
	return check_done();
}

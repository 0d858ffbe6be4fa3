#define _GNU_SOURCE
#include <stdio.h>
#include "fortify.h"

char *__fgets_chk(char *restrict s, size_t size, int n, FILE *restrict f)
{
	if (n > 0 && (size_t)n > size) __pp_chk_fail("fgets");
	return fgets(s, n, f);
}

char *__fgets_unlocked_chk(char *restrict s, size_t size, int n, FILE *restrict f)
{
	if (n > 0 && (size_t)n > size) __pp_chk_fail("fgets_unlocked");
	return fgets_unlocked(s, n, f);
}

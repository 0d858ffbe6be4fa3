#define _GNU_SOURCE
#include <stdlib.h>

/* Only the C and C.UTF-8 locales exist, and both use '.' as the radix
 * character, so the locale argument changes nothing. */

float strtof_l(const char *restrict s, char **restrict end, locale_t loc)
{
	(void)loc;
	return strtof(s, end);
}

double strtod_l(const char *restrict s, char **restrict end, locale_t loc)
{
	(void)loc;
	return strtod(s, end);
}

long double strtold_l(const char *restrict s, char **restrict end, locale_t loc)
{
	(void)loc;
	return strtold(s, end);
}

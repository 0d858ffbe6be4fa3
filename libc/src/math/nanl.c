#include <stdlib.h>
#include "libm.h"

/* A quiet NaN whose payload is the number the string spells (base as
 * strtoull with base 0), or 0 when it does not spell one: what glibc's
 * strtod gives for "NAN(string)". */
long double nanl(const char *s)
{
	char *end;
	unsigned long long p = strtoull(s, &end, 0);

	if (*end || end == s || *s == '-' || *s == '+')
		p = 0;
	return __ld_nan(0, p);
}

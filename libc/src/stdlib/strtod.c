#include <stdlib.h>
#include "floatscan.h"

/* One engine for all three precisions: rounding happens once, straight
 * into the target format. */

static size_t scan(const char *s, char **end, int type, union fsval *v)
{
	size_t n = __floatscan((struct fsrc){ s, 0 }, type, v);
	if (end) *end = (char *)s + n;
	return n;
}

float strtof(const char *restrict s, char **restrict end)
{
	union fsval v;
	scan(s, end, FS_FLOAT, &v);
	return v.f;
}

double strtod(const char *restrict s, char **restrict end)
{
	union fsval v;
	scan(s, end, FS_DOUBLE, &v);
	return v.d;
}

long double strtold(const char *restrict s, char **restrict end)
{
	union fsval v;
	scan(s, end, FS_LDOUBLE, &v);
	return v.ld;
}

#include <wchar.h>
#include "floatscan.h"

/* The narrow engine reads wide characters itself (anything outside ASCII
 * ends the number), so arbitrarily long wide inputs need no copy. */

static size_t scan(const wchar_t *s, wchar_t **end, int type, union fsval *v)
{
	size_t n = __floatscan((struct fsrc){ s, 1 }, type, v);
	if (end) *end = (wchar_t *)s + n;
	return n;
}

float wcstof(const wchar_t *restrict s, wchar_t **restrict end)
{
	union fsval v;
	scan(s, end, FS_FLOAT, &v);
	return v.f;
}

double wcstod(const wchar_t *restrict s, wchar_t **restrict end)
{
	union fsval v;
	scan(s, end, FS_DOUBLE, &v);
	return v.d;
}

long double wcstold(const wchar_t *restrict s, wchar_t **restrict end)
{
	union fsval v;
	scan(s, end, FS_LDOUBLE, &v);
	return v.ld;
}

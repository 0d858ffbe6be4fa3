#include <strings.h>

static inline int lower(int c)
{
	return c - 'A' < 26u ? c | 32 : c;
}

int strncasecmp(const char *l0, const char *r0, size_t n)
{
	const unsigned char *l = (const void *)l0, *r = (const void *)r0;
	if (!n--) return 0;
	for (; *l && n && (*l == *r || lower(*l) == lower(*r)); l++, r++, n--);
	return lower(*l) - lower(*r);
}

int strncasecmp_l(const char *l, const char *r, size_t n, locale_t loc)
{
	return strncasecmp(l, r, n);
}

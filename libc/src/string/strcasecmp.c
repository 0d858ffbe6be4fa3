#include <strings.h>

/* Case folding is ASCII in every locale we have: in C.UTF-8 the bytes
 * >= 0x80 are parts of characters and have no single-byte case. */
static inline int lower(int c)
{
	return c - 'A' < 26u ? c | 32 : c;
}

int strcasecmp(const char *l0, const char *r0)
{
	const unsigned char *l = (const void *)l0, *r = (const void *)r0;
	for (; *l && (*l == *r || lower(*l) == lower(*r)); l++, r++);
	return lower(*l) - lower(*r);
}

int strcasecmp_l(const char *l, const char *r, locale_t loc)
{
	return strcasecmp(l, r);
}

#include <string.h>

/* Byte-order collation (see strcoll): the transform is the identity. */
size_t strxfrm(char *restrict d, const char *restrict s, size_t n)
{
	size_t l = strlen(s);
	if (n > l) memcpy(d, s, l + 1);
	return l;
}

size_t strxfrm_l(char *restrict d, const char *restrict s, size_t n, locale_t loc)
{
	return strxfrm(d, s, n);
}

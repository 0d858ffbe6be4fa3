#include <wchar.h>

/* wchar_t is signed here, and glibc compares it as such. */
int wmemcmp(const wchar_t *l, const wchar_t *r, size_t n)
{
	for (; n && *l == *r; n--, l++, r++);
	return n ? (*l < *r ? -1 : 1) : 0;
}

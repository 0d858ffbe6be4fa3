#include <string.h>

/* Only C and C.UTF-8 exist; both collate by byte value (UTF-8 byte order
 * is code point order), as glibc's C.UTF-8 does. */
int strcoll(const char *l, const char *r)
{
	return strcmp(l, r);
}

int strcoll_l(const char *l, const char *r, locale_t loc)
{
	return strcmp(l, r);
}

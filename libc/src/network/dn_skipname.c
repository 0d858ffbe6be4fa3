#include <resolv.h>

/* The length of the (possibly compressed) name at s, without following
 * pointers; -1 if it runs past the end or uses an unknown label type. */
int dn_skipname(const unsigned char *s, const unsigned char *end)
{
	const unsigned char *p = s;
	while (p < end) {
		if (!*p) return p + 1 - s;
		if ((*p & 0xc0) == 0xc0) return p + 2 <= end ? p + 2 - s : -1;
		if (*p & 0xc0) return -1;
		p += *p + 1;
	}
	return -1;
}

#include <strings.h>
#include <string.h>

int bcmp(const void *l, const void *r, size_t n)
{
	return memcmp(l, r, n);
}

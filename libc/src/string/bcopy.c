#include <strings.h>
#include <string.h>

void bcopy(const void *s, void *d, size_t n)
{
	memmove(d, s, n);
}

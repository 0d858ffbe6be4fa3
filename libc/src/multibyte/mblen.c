#include <stdlib.h>

/* UTF-8 is stateless, so no shift state survives between calls. */
int mblen(const char *s, size_t n)
{
	return mbtowc(0, s, n);
}

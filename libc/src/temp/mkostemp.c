#define _GNU_SOURCE
#include <stdlib.h>

int mkostemp(char *t, int flags)
{
	return mkostemps(t, 0, flags);
}

#define _GNU_SOURCE
#include <stdlib.h>

int mkstemps(char *t, int suffix)
{
	return mkostemps(t, suffix, 0);
}

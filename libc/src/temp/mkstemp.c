#define _GNU_SOURCE
#include <stdlib.h>

int mkstemp(char *t)
{
	return mkostemps(t, 0, 0);
}

#include <stdlib.h>
#include <string.h>
#include "libc.h"

char *getenv(const char *name)
{
	size_t l = 0;
	while (name[l] && name[l] != '=') l++;
	/* A name containing '=' can never match an entry. */
	if (!l || name[l] || !__environ) return 0;
	for (char **e = __environ; *e; e++)
		if (!strncmp(name, *e, l) && (*e)[l] == '=') return *e + l + 1;
	return 0;
}

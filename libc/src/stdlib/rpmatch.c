#define _GNU_SOURCE
#include <stdlib.h>

/* Only the C and C.UTF-8 locales exist; both answer with glibc's C
 * expressions, "^[yY]" and "^[nN]". */
int rpmatch(const char *s)
{
	if (*s == 'y' || *s == 'Y') return 1;
	if (*s == 'n' || *s == 'N') return 0;
	return -1;
}

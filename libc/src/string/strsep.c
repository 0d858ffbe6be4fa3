#define _GNU_SOURCE
#include <string.h>

char *strsep(char **str, const char *sep)
{
	char *s = *str, *e;
	if (!s) return 0;
	e = s + strcspn(s, sep);
	if (*e) *e++ = 0;
	else e = 0;
	*str = e;
	return s;
}

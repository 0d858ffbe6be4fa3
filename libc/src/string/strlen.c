#include <string.h>

size_t strlen(const char *s)
{
	const char *a = s;
	while (*s) s++;
	return s - a;
}

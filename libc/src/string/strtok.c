#include <string.h>

char *strtok(char *restrict s, const char *restrict sep)
{
	static char *p;
	return strtok_r(s, sep, &p);
}

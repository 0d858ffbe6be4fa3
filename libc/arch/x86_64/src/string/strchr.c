#include <string.h>
#include "strchr_body.h"

char *strchr(const char *s, int c)
{
	char *r = strchrnul_body(s, c);
	return *(unsigned char *)r == (unsigned char)c ? r : 0;
}

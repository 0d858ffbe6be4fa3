#define _GNU_SOURCE
#include <string.h>
#include "strchr_body.h"

char *__strchrnul(const char *s, int c)
{
	return strchrnul_body(s, c);
}

weak_alias(__strchrnul, strchrnul);

#include <string.h>
#include "lookup.h"

/* A name fit to hand to programs as a host name: letters, digits, '-',
 * '_' and dots (what dn_expand leaves unescaped and shells and URLs take
 * as they are). */
int __valid_hostname(const char *s)
{
	if (!*s || strlen(s) > 253) return 0;
	for (; *s; s++) {
		unsigned c = (unsigned char)*s;
		if (!(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') && !(c >= '0' && c <= '9')
		 && c != '-' && c != '_' && c != '.') return 0;
	}
	return 1;
}

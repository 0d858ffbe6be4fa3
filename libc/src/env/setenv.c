#include <stdlib.h>
#include <string.h>
#include <errno.h>

int setenv(const char *name, const char *value, int overwrite)
{
	size_t l = 0;
	while (name && name[l] && name[l] != '=') l++;
	if (!l || name[l]) {
		errno = EINVAL;
		return -1;
	}
	if (!overwrite && getenv(name)) return 0;
	size_t v = strlen(value);
	char *s = malloc(l + v + 2);
	if (!s) {
		errno = ENOMEM;
		return -1;
	}
	memcpy(s, name, l);
	s[l] = '=';
	memcpy(s + l + 1, value, v + 1);
	return __putenv(s, l, 1);
}

#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "pwf.h"

int getspnam_r(const char *name, struct spwd *sp, char *buf, size_t size, struct spwd **res)
{
	char *line = 0, *s;
	size_t n = 0, l = strlen(name);
	int err = 0, saved = errno;
	FILE *f;

	*res = 0;
	if (!(f = __pwf_open("/etc/shadow"))) {
		err = errno == ENOENT ? 0 : errno;
		errno = saved;
		return err;
	}
	while ((s = __pwf_line(f, &line, &n))) {
		if (strncmp(s, name, l) || s[l] != ':') continue;
		size_t len = strlen(s) + 1;
		if (len > size) { err = ERANGE; break; }
		memcpy(buf, s, len);
		if (!__sp_parse(buf, sp)) *res = sp;
		break;
	}
	free(line);
	fclose(f);
	errno = saved;
	return err;
}

struct spwd *getspnam(const char *name)
{
	static struct spwd sp;
	static char *buf;
	static size_t size;
	struct spwd *res;
	int err;
	/* The buffer is kept: it once doubled at every call, until realloc
	 * failed after about thirty. */
	if (!size && __pwf_grow(&buf, &size, 256)) return 0;
	while ((err = getspnam_r(name, &sp, buf, size, &res)) == ERANGE)
		if (__pwf_grow(&buf, &size, 256)) return 0;
	if (err) errno = err;
	return res;
}

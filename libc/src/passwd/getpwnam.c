#define _GNU_SOURCE
#include <stdlib.h>
#include <errno.h>
#include "pwf.h"

/* One static entry, its buffer grown until the line fits. Not found
 * leaves errno as it was (POSIX); an error sets it. */
static struct passwd *lookup(const char *name, uid_t uid)
{
	static struct passwd pw;
	static char *buf;
	static size_t size;
	struct passwd *res;
	int err;

	if (!size && __pwf_grow(&buf, &size, 256)) return 0;
	while ((err = __pw_search(name, uid, &pw, buf, size, &res)) == ERANGE)
		if (__pwf_grow(&buf, &size, 256)) return 0;
	if (err) errno = err;
	return res;
}

struct passwd *getpwnam(const char *name)
{
	return lookup(name, 0);
}

struct passwd *getpwuid(uid_t uid)
{
	return lookup(0, uid);
}

#define _GNU_SOURCE
#include <stdlib.h>
#include <errno.h>
#include "pwf.h"

/* One static entry, its buffer grown until the line fits. */
static struct group *lookup(const char *name, gid_t gid)
{
	static struct group gr;
	static char *buf;
	static size_t size;
	struct group *res;
	int err;

	if (!size && __pwf_grow(&buf, &size, 512)) return 0;
	while ((err = __gr_search(name, gid, &gr, buf, size, &res)) == ERANGE)
		if (__pwf_grow(&buf, &size, 512)) return 0;
	if (err) errno = err;
	return res;
}

struct group *getgrnam(const char *name)
{
	return lookup(name, 0);
}

struct group *getgrgid(gid_t gid)
{
	return lookup(0, gid);
}

#define _GNU_SOURCE
#include "pwf.h"

int getgrnam_r(const char *name, struct group *gr, char *buf, size_t size, struct group **res)
{
	return __gr_search(name, 0, gr, buf, size, res);
}

int getgrgid_r(gid_t gid, struct group *gr, char *buf, size_t size, struct group **res)
{
	return __gr_search(0, gid, gr, buf, size, res);
}

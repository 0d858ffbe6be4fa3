#include <limits.h>
#include <stdlib.h>
#include "fortify.h"

/* realpath writes up to PATH_MAX bytes into a buffer it is given. */
char *__realpath_chk(const char *restrict path, char *restrict out, size_t outlen)
{
	if (out && outlen < PATH_MAX) __pp_chk_fail("realpath");
	return realpath(path, out);
}

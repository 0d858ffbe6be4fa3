#include <unistd.h>
#include "fortify.h"

ssize_t __readlink_chk(const char *restrict path, char *restrict buf, size_t n, size_t buflen)
{
	if (n > buflen) __pp_chk_fail("readlink");
	return readlink(path, buf, n);
}

ssize_t __readlinkat_chk(int fd, const char *restrict path, char *restrict buf, size_t n, size_t buflen)
{
	if (n > buflen) __pp_chk_fail("readlinkat");
	return readlinkat(fd, path, buf, n);
}

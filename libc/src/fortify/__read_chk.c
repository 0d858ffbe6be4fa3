#include <unistd.h>
#include "fortify.h"

ssize_t __read_chk(int fd, void *buf, size_t n, size_t buflen)
{
	if (n > buflen) __pp_chk_fail("read");
	return read(fd, buf, n);
}

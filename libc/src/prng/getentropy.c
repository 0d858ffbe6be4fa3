#include <sys/random.h>
#include <errno.h>
#include "syscall.h"

int getentropy(void *buf, size_t n)
{
	/* The interface promises all-or-nothing for at most 256 bytes. */
	if (n > 256) {
		errno = EIO;
		return -1;
	}
	for (char *p = buf; n;) {
		long r = __syscall(SYS_getrandom, p, n, 0);
		if (r == -EINTR) continue;
		if (r < 0) {
			errno = -r;
			return -1;
		}
		p += r;
		n -= r;
	}
	return 0;
}

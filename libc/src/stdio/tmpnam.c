#include <fcntl.h>
#include <string.h>
#include "stdio_impl.h"

/* A name that did not exist when we looked (racy by design: callers
 * that care use mkstemp or tmpfile). */
char *tmpnam(char *buf)
{
	static char internal[L_tmpnam];
	char name[] = "/tmp/tmpnam_XXXXXX";
	for (int try = 0; try < 100; try++) {
		__randname(name + 12);
		long r = __syscall(SYS_faccessat, AT_FDCWD, name, 0 /* F_OK */);
		if (r == -ENOENT) return strcpy(buf ? buf : internal, name);
	}
	return 0;
}

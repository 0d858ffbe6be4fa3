#include <unistd.h>
#include <errno.h>
#include <sys/utsname.h>

/* A name that does not fit is an error (as in glibc), not a silently
 * truncated string. */
int gethostname(char *name, size_t len)
{
	struct utsname uts;
	size_t i;
	if (uname(&uts)) return -1;
	for (i = 0; i < len && (name[i] = uts.nodename[i]); i++);
	if (i == len) {
		if (len) name[len - 1] = 0;
		errno = ENAMETOOLONG;
		return -1;
	}
	return 0;
}

#include <unistd.h>
#include <errno.h>
#include <string.h>

/* _CS_PATH is the standard utilities' search path; the width-restricted
 * environment lists name the one programming model there is (LP64). */
size_t confstr(int name, char *buf, size_t len)
{
	const char *s;
	switch (name) {
	case _CS_PATH:
		s = "/bin:/usr/bin";
		break;
	case _CS_POSIX_V6_WIDTH_RESTRICTED_ENVS:
	case _CS_POSIX_V7_WIDTH_RESTRICTED_ENVS:
		s = "POSIX_V7_LP64_OFF64";
		break;
	case _CS_POSIX_V5_WIDTH_RESTRICTED_ENVS:
		s = "XBS5_LP64_OFF64";
		break;
	default:
		errno = EINVAL;
		return 0;
	}
	size_t n = strlen(s) + 1;
	if (len && buf) {
		size_t k = n < len ? n : len;
		memcpy(buf, s, k - 1);
		buf[k - 1] = 0;
	}
	return n;
}

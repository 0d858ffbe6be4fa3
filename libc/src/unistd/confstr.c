#include <unistd.h>
#include <errno.h>
#include <string.h>

/* _CS_PATH is the standard utilities' search path. There is one
 * programming environment (LP64 with a 64-bit off_t) and the compiler
 * drivers select it without flags, so its flag strings are empty, as are
 * those of the environments that do not exist (glibc answers the same
 * way); threads need no flags either, being in libc. */
size_t confstr(int name, char *buf, size_t len)
{
	const char *s = "";
	switch (name) {
	case _CS_PATH:
		s = "/bin:/usr/bin";
		break;
	case _CS_POSIX_V7_WIDTH_RESTRICTED_ENVS:
		s = "POSIX_V7_LP64_OFF64";
		break;
	case _CS_POSIX_V6_WIDTH_RESTRICTED_ENVS:
		s = "POSIX_V6_LP64_OFF64";
		break;
	case _CS_POSIX_V5_WIDTH_RESTRICTED_ENVS:
		s = "XBS5_LP64_OFF64";
		break;
	case _CS_V6_ENV:
	case _CS_V7_ENV:
		/* what the utilities need in the environment to conform */
		s = "POSIXLY_CORRECT=1";
		break;
	case _CS_LFS64_CFLAGS:
	case _CS_LFS64_LINTFLAGS:
		s = "-D_LARGEFILE64_SOURCE";
		break;
	case _CS_LFS_CFLAGS ... _CS_LFS_LINTFLAGS:
	case _CS_LFS64_LDFLAGS ... _CS_LFS64_LIBS:
	case _CS_XBS5_ILP32_OFF32_CFLAGS ... _CS_POSIX_V7_LPBIG_OFFBIG_LINTFLAGS:
	case _CS_POSIX_V7_THREADS_CFLAGS:
	case _CS_POSIX_V7_THREADS_LDFLAGS:
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

/* strerror_r under _GNU_SOURCE, as gnulib sees it. gnulib (strerror_r.c,
 * lib/error.c) takes a char * strerror_r to mean glibc, uClibc or Cygwin;
 * on any other libc its strerror_r-posix replacement calls the system
 * one as an int function, so a non-glibc libc with GNU's form gets a
 * strerror_r that returns the pointer's low bits and leaves the buffer
 * empty (findutils links that replacement into find). The rule checked:
 * the char * form comes only with __GLIBC__, and whichever form the
 * header gives behaves as that form must. */
#define _GNU_SOURCE
#include <string.h>
#include <errno.h>
#include "check.h"

#define IS_GNU_FORM(call) _Generic((call), char *: 1, default: 0)

int main(void)
{
	char buf[64];
	int gnu = IS_GNU_FORM(strerror_r(0, buf, sizeof buf));
#if defined __GLIBC__ || defined __UCLIBC__ || defined __CYGWIN__
	CHECK(gnu);
#else
	CHECK(!gnu);
#endif
	if (gnu) {
		/* Only reached on glibc: the int branch below is what
		 * gnulib expects everywhere else. */
		char *(*f)(int, char *, size_t) = (void *)strerror_r;
		CHECK_STR(f(EACCES, buf, sizeof buf), "Permission denied");
		return check_done();
	}
	int (*f)(int, char *, size_t) = (void *)strerror_r;
	/* What gnulib's test-strerror_r asks first: 0, a filled buffer,
	 * errno untouched. */
	errno = 0;
	buf[0] = 0;
	CHECK_INT(f(EACCES, buf, sizeof buf), 0);
	CHECK_STR(buf, "Permission denied");
	CHECK_INT(errno, 0);
	CHECK_INT(f(ETIMEDOUT, buf, sizeof buf), 0);
	CHECK_STR(buf, "Connection timed out");
	CHECK_INT(f(EACCES, buf, 5), ERANGE);
	CHECK_STR(buf, "Perm");
	CHECK_INT(f(-3, buf, sizeof buf), EINVAL);
	CHECK_STR(buf, "Unknown error -3");
	CHECK_INT(errno, 0);
	return check_done();
}

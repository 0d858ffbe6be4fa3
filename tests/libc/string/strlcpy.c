#define _GNU_SOURCE
#include <string.h>
#include "check.h"

/* glibc has strlcpy/strlcat only since 2.38. */
int main(void)
{
#if defined(__GLIBC__) && (__GLIBC__ * 100 + __GLIBC_MINOR__) < 238
	SKIP("host glibc has no strlcpy");
#else
	char b[8];
	CHECK_INT(strlcpy(b, "hello", sizeof b), 5);
	CHECK_STR(b, "hello");
	CHECK_INT(strlcpy(b, "hello world", sizeof b), 11);
	CHECK_STR(b, "hello w");
	b[0] = 'q';
	CHECK_INT(strlcpy(b, "abc", 0), 3);
	CHECK(b[0] == 'q');
	strcpy(b, "ab");
	CHECK_INT(strlcat(b, "cd", sizeof b), 4);
	CHECK_STR(b, "abcd");
	CHECK_INT(strlcat(b, "efghij", sizeof b), 10);
	CHECK_STR(b, "abcdefg");
	CHECK_INT(strlcat(b, "xyz", 3), 6);
	CHECK_STR(b, "abcdefg");
#endif
	return check_done();
}

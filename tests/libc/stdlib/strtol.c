/* strtol family: bases, prefixes, signs, end pointers, saturation. */
#include <stdlib.h>
#include <inttypes.h>
#include <limits.h>
#include <errno.h>
#include "check.h"

int main(void)
{
	char *e;
	CHECK_INT(strtol("  \t\n-123xyz", &e, 10), -123);
	CHECK_STR(e, "xyz");
	CHECK_INT(strtol("+42", &e, 0), 42);
	CHECK_INT(strtol("0x1F", &e, 0), 31);
	CHECK_STR(e, "");
	CHECK_INT(strtol("0X1f", &e, 16), 31);
	CHECK_INT(strtol("1f", &e, 16), 31);
	CHECK_INT(strtol("017", &e, 0), 15);
	CHECK_INT(strtol("019", &e, 0), 1);
	CHECK_STR(e, "9");
	/* "0x" with no hex digit after is the number 0 followed by "x". */
	CHECK_INT(strtol("0xg", &e, 0), 0);
	CHECK_STR(e, "xg");
	CHECK_INT(strtol("0x", &e, 16), 0);
	CHECK_STR(e, "x");
	CHECK_INT(strtol("zz", &e, 36), 35 * 36 + 35);
	CHECK_INT(strtol("101", &e, 2), 5);
	/* No digits: end is the start, value 0. */
	const char *nd = "  -+5";
	CHECK_INT(strtol(nd, &e, 10), 0);
	CHECK(e == nd);
	CHECK_INT(strtol("", &e, 10), 0);
	/* Bad bases. */
	errno = 0;
	CHECK_INT(strtol("10", &e, 1), 0);
	CHECK_INT(errno, EINVAL);
	errno = 0;
	CHECK_INT(strtol("10", &e, 37), 0);
	CHECK_INT(errno, EINVAL);

	/* Saturation sets ERANGE; the end pointer still covers all digits. */
	errno = 0;
	CHECK_INT(strtol("9223372036854775807", &e, 10), LONG_MAX);
	CHECK_INT(errno, 0);
	CHECK_INT(strtol("9223372036854775808", &e, 10), LONG_MAX);
	CHECK_INT(errno, ERANGE);
	CHECK_STR(e, "");
	errno = 0;
	CHECK_INT(strtol("-9223372036854775808", &e, 10), LONG_MIN);
	CHECK_INT(errno, 0);
	CHECK_INT(strtol("-9223372036854775809", &e, 10), LONG_MIN);
	CHECK_INT(errno, ERANGE);
	errno = 0;
	CHECK_INT(strtoll("-99999999999999999999999999", &e, 10), LLONG_MIN);
	CHECK_INT(errno, ERANGE);
	CHECK_STR(e, "");
	errno = 0;
	CHECK_INT(strtoimax("7fffffffffffffff", 0, 16), INTMAX_MAX);
	CHECK_INT(errno, 0);

	errno = 0;
	CHECK_UINT(strtoul("18446744073709551615", &e, 10), ULONG_MAX);
	CHECK_INT(errno, 0);
	CHECK_UINT(strtoul("18446744073709551616", &e, 10), ULONG_MAX);
	CHECK_INT(errno, ERANGE);
	errno = 0;
	/* A minus sign negates in the unsigned type. */
	CHECK_UINT(strtoul("-1", &e, 10), ULONG_MAX);
	CHECK_INT(errno, 0);
	CHECK_UINT(strtoull("-2", &e, 0), ULLONG_MAX - 1);
	CHECK_UINT(strtoumax("0xffffffffffffffff", &e, 0), UINTMAX_MAX);
	errno = 0;
	CHECK_UINT(strtoull("-18446744073709551616", &e, 10), ULLONG_MAX);
	CHECK_INT(errno, ERANGE);

	CHECK_INT(atoi(" -17 apples"), -17);
	CHECK_INT(atol("2147483648"), 2147483648L);
	CHECK_INT(atoll("-9000000000"), -9000000000LL);

	CHECK_INT(abs(-5), 5);
	CHECK_INT(labs(-5000000000L), 5000000000L);
	CHECK_INT(llabs(7), 7);
	CHECK_INT(imaxabs(-3), 3);
	div_t d = div(-7, 2);
	CHECK_INT(d.quot, -3);
	CHECK_INT(d.rem, -1);
	ldiv_t ld = ldiv(7000000000L, 3);
	CHECK_INT(ld.quot, 2333333333L);
	CHECK_INT(ld.rem, 1);
	lldiv_t lld = lldiv(-10, 3);
	CHECK_INT(lld.quot, -3);
	CHECK_INT(lld.rem, -1);
	imaxdiv_t id = imaxdiv(10, -3);
	CHECK_INT(id.quot, -3);
	CHECK_INT(id.rem, 1);

	char buf[64];
	/* PRI macros must have the right length modifier for the types;
	 * checked by the compiler's -Wformat in the glibc build too. */
	CHECK_STR(PRId64, "ld");
	CHECK_STR(PRIuMAX, sizeof(uintmax_t) == sizeof(long) ? "lu" : "llu");
	return check_done();
}

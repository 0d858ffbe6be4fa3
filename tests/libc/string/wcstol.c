#include <wchar.h>
#include <inttypes.h>
#include <errno.h>
#include <limits.h>
#include "check.h"

int main(void)
{
	wchar_t *e;
	const wchar_t *s;

	s = L"  -123xyz";
	CHECK_INT(wcstol(s, &e, 10), -123);
	CHECK(e == s + 6);
	s = L"0x1fg";
	CHECK_INT(wcstol(s, &e, 0), 31);
	CHECK(e == s + 4);
	s = L"0x";
	CHECK_INT(wcstol(s, &e, 16), 0);
	CHECK(e == s + 1);
	s = L"0777";
	CHECK_INT(wcstol(s, &e, 0), 511);
	s = L"zz";
	CHECK_INT(wcstol(s, &e, 36), 35 * 36 + 35);
	s = L"  +";
	CHECK_INT(wcstol(s, &e, 10), 0);
	CHECK(e == s);
	s = L"\x3000" L"42"; /* ideographic space is white space in C.UTF-8 only */
	CHECK_INT(wcstol(s, &e, 10), 0);

	errno = 0;
	CHECK(wcstol(L"9223372036854775807", 0, 10) == LONG_MAX && errno == 0);
	CHECK(wcstol(L"9223372036854775808", 0, 10) == LONG_MAX && errno == ERANGE);
	errno = 0;
	CHECK(wcstol(L"-9223372036854775808", 0, 10) == LONG_MIN && errno == 0);
	CHECK(wcstol(L"-9223372036854775809", 0, 10) == LONG_MIN && errno == ERANGE);
	errno = 0;
	CHECK(wcstoul(L"-1", 0, 10) == ULONG_MAX && errno == 0);
	CHECK(wcstoul(L"18446744073709551615", 0, 10) == ULONG_MAX && errno == 0);
	CHECK(wcstoul(L"18446744073709551616", 0, 10) == ULONG_MAX && errno == ERANGE);
	errno = 0;
	CHECK(wcstoull(L"99999999999999999999999", &e, 10) == ULLONG_MAX && errno == ERANGE && !*e);
	errno = 0;
	CHECK(wcstoll(L"-0x8000000000000000", 0, 16) == LLONG_MIN && errno == 0);
	CHECK(wcstoimax(L"123", 0, 10) == 123);
	CHECK(wcstoumax(L"ff", 0, 16) == 255);
	errno = 0;
	CHECK(wcstol(L"1", &e, 1) == 0 && errno == EINVAL);
	return check_done();
}

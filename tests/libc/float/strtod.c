/* strtof/strtod/strtold: rounding, special forms, endptr and errno as
 * glibc has them (expected bits were taken from glibc). */
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <float.h>
#include <fenv.h>
/* No <math.h> dependency: the builtins give the special values. */
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#define HUGE_VALL __builtin_huge_vall()
#include "check.h"

static unsigned long long dbits(double d)
{
	unsigned long long u;
	memcpy(&u, &d, 8);
	return u;
}

static unsigned fbits(float f)
{
	unsigned u;
	memcpy(&u, &f, 4);
	return u;
}

#define D(s, bits, err, off) do { char *e_; errno = 0; double d_ = strtod(s, &e_); \
	CHECK_UINT(dbits(d_), bits); CHECK_INT(errno, err); CHECK_INT(e_ - (s), off); } while (0)
#define F(s, bits, err) do { errno = 0; float f_ = strtof(s, 0); \
	CHECK_UINT(fbits(f_), bits); CHECK_INT(errno, err); } while (0)
#define L(s, want, err) do { errno = 0; long double l_ = strtold(s, 0); \
	CHECK(l_ == (want)); CHECK_INT(errno, err); } while (0)

static char big[30000];

int main(void)
{
	D("0.1", 0x3fb999999999999aULL, 0, 3);
	D("  +.5e-1", 0x3fa999999999999aULL, 0, 8);
	D("\t\n5", 0x4014000000000000ULL, 0, 3);
	D("1.7976931348623158e308", 0x7fefffffffffffffULL, 0, 22);
	D("1.7976931348623159e308", 0x7ff0000000000000ULL, ERANGE, 22);
	D("-1e310", 0xfff0000000000000ULL, ERANGE, 6);
	D("2.2250738585072011e-308", 0x000fffffffffffffULL, ERANGE, 23);
	D("2.2250738585072014e-308", 0x0010000000000000ULL, 0, 23);
	D("4.9e-324", 1, ERANGE, 8);
	D("2e-324", 0, ERANGE, 6);
	D("3e-324", 1, ERANGE, 6);
	D("1e-400", 0, ERANGE, 6);
	D("0x1p-1074", 1, 0, 9);
	D("0x1p-1075", 0, ERANGE, 9);
	D("0x1.000001p-1075", 1, ERANGE, 16);
	D("0x1.8p1", 0x4008000000000000ULL, 0, 7);
	D("0x1.fffffffffffff8p1023", 0x7ff0000000000000ULL, ERANGE, 23);
	D("0x1.0000000000000000000000000000000000001p0", 0x3ff0000000000000ULL, 0, 43);
	/* Ties to even decided by the exact value, however far right. */
	D("1.00000000000000011102230246251565404236316680908203125", 0x3ff0000000000000ULL, 0, 55);
	D("1.000000000000000111022302462515654042363166809082031250000000000000000000000000000000000000001", 0x3ff0000000000001ULL, 0, 95);
	D("1.0000000000000003330669073875469621270895004272460937499999999999999999999999999", 0x3ff0000000000001ULL, 0, 81);
	D("9007199254740993", 0x4340000000000000ULL, 0, 16);
	D("9007199254740995", 0x4340000000000002ULL, 0, 16);
	/* Where the number ends. */
	D("1e", 0x3ff0000000000000ULL, 0, 1);
	D("1e+", 0x3ff0000000000000ULL, 0, 1);
	D("1e+x", 0x3ff0000000000000ULL, 0, 1);
	D("0x", 0, 0, 1);
	D("0x.p1", 0, 0, 1);
	D("0x1p", 0x3ff0000000000000ULL, 0, 3);
	D(".", 0, 0, 0);
	D("-", 0, 0, 0);
	D("", 0, 0, 0);
	D("  x", 0, 0, 0);
	D("0e99999999999999999", 0, 0, 19);
	D("1e-99999999999999999999", 0, ERANGE, 23);
	D("1e99999999999999999999", 0x7ff0000000000000ULL, ERANGE, 22);
	D("inf", 0x7ff0000000000000ULL, 0, 3);
	D("infin", 0x7ff0000000000000ULL, 0, 3);
	D("-INFINITYx", 0xfff0000000000000ULL, 0, 9);
	D("nan", 0x7ff8000000000000ULL, 0, 3);
	D("-nan", 0xfff8000000000000ULL, 0, 4);
	D("nan(123)", 0x7ff800000000007bULL, 0, 8);
	D("nan(0x7)", 0x7ff8000000000007ULL, 0, 8);
	D("nan(abc)", 0x7ff8000000000000ULL, 0, 8);
	D("nan(", 0x7ff8000000000000ULL, 0, 3);
	D("NaN()", 0x7ff8000000000000ULL, 0, 5);
	D("nan(-1)", 0x7ff8000000000000ULL, 0, 3);

	F("0.1", 0x3dcccccd, 0);
	F("1.17549421e-38", 0x007fffff, ERANGE);
	F("1.4e-45", 1, ERANGE);
	F("3.4028235e38", 0x7f7fffff, 0);
	F("3.4028236e38", 0x7f800000, ERANGE);
	F("3.5e38", 0x7f800000, ERANGE);
	F("0x1.fffffep-127", 0x00800000, ERANGE);
	F("nan(123)", 0x7fc0007b, 0);

	L("0.1", 0.1L, 0);
	L("1e4000", 1e4000L, 0);
	L("-3.14159265358979323846264338327950288", -3.14159265358979323846264338327950288L, 0);
	L("1e5000", HUGE_VALL, ERANGE);
	L("1e-5000", 0.0L, ERANGE);
	L("0x1p-16382", 0x1p-16382L, 0);
#if LDBL_MANT_DIG == 64
	L("1.18973149535723176502126385303097021e+4932", LDBL_MAX, 0);
#else
	L("1.18973149535723176508575932662800702e+4932", LDBL_MAX, 0);
#endif

	/* Thousands of digits: 0.000...0001e+N is exactly 1. */
	{
		char *p = big;
		int i;
		*p++ = '0';
		*p++ = '.';
		for (i = 0; i < 20000; i++) *p++ = '0';
		memcpy(p, "1e+20001", 9);
		D(big, 0x3ff0000000000000ULL, 0, 20010);
		L(big, 1.0L, 0);
	}
	/* 1 + 2^-53 (a tie, rounds to 1) then a 1 thousands of digits later. */
	{
		const char *h = "1.00000000000000011102230246251565404236316680908203125";
		size_t n = strlen(h);
		memcpy(big, h, n);
		memset(big + n, '0', 5000);
		big[n + 5000] = 0;
		D(big, 0x3ff0000000000000ULL, 0, (long)n + 5000);
		big[n + 5000] = '1';
		big[n + 5001] = 0;
		D(big, 0x3ff0000000000001ULL, 0, (long)n + 5001);
	}
	/* The current rounding mode is honoured, as in glibc. */
	fesetround(FE_DOWNWARD);
	D("0.1", 0x3fb9999999999999ULL, 0, 3);
	D("-0.1", 0xbfb999999999999aULL, 0, 4);
	D("1e999", 0x7fefffffffffffffULL, ERANGE, 5);
	D("-1e999", 0xfff0000000000000ULL, ERANGE, 6);
	fesetround(FE_UPWARD);
	D("0.1", 0x3fb999999999999aULL, 0, 3);
	D("1e-999", 1, ERANGE, 6);
	D("0.30000000000000004", 0x3fd3333333333334ULL, 0, 19);
	fesetround(FE_TOWARDZERO);
	D("0.30000000000000004", 0x3fd3333333333333ULL, 0, 19);
	D("-1e999", 0xffefffffffffffffULL, ERANGE, 6);
	F("0.1", 0x3dcccccc, 0);
	fesetround(FE_TONEAREST);
	CHECK(atof("2.5") == 2.5);
	return check_done();
}

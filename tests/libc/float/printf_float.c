/* The floating-point formatter behind printf's a/e/f/g conversions, checked
 * against glibc's output (the expected strings come from glibc, and the
 * glibc build of this test re-checks them through snprintf). On polyport
 * the engine is called directly, so the test does not depend on stdio. */
#include <float.h>
#include <fenv.h>
/* No <math.h> dependency: the builtins give the special values. */
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#define HUGE_VALL __builtin_huge_vall()
#include <stddef.h>
#include "check.h"

#ifdef __polyport__
typedef int (*fmt_out_fn)(void *, const char *, size_t);
int __fmt_float(fmt_out_fn, void *, long double, int, int, unsigned, int);
#else
#include <stdio.h>
#endif

struct sb { char s[4096]; size_t n; };

static int out(void *c, const char *s, size_t n)
{
	struct sb *b = c;
	for (size_t i = 0; i < n; i++)
		if (b->n < sizeof b->s - 1) b->s[b->n++] = s[i];
	return 0;
}

/* Formats "%<flags>*.*[L]<conv>[|]" as printf would. */
static const char *fmt(const char *f, int w, int p, long double x, int ld, int *ret)
{
	static struct sb b;
	b.n = 0;
#ifdef __polyport__
	unsigned fl = ld ? 1U << 6 : 0;
	for (f++; *f != '*'; f++)
		fl |= *f == '-' ? 1 : *f == '+' ? 2 : *f == ' ' ? 4 : *f == '#' ? 8 : 16;
	f += 3;
	if (*f == 'L') f++;
	*ret = __fmt_float(out, &b, x, w, p, fl, *f);
	if (f[1] == '|') out(&b, "|", 1);
#else
	*ret = ld ? snprintf(b.s, sizeof b.s, f, w, p, x) : snprintf(b.s, sizeof b.s, f, w, p, (double)x);
	b.n = *ret;
	if (f[__builtin_strlen(f) - 1] == '|') --*ret;
#endif
	b.s[b.n] = 0;
	return b.s;
}

#define T(f, w, p, x, want) do { int r_; CHECK_STR(fmt(f, w, p, x, 0, &r_), want); \
	CHECK_INT(r_ + (f[sizeof f - 2] == '|'), sizeof want - 1); } while (0)
#define TL(f, w, p, x, want) do { int r_; CHECK_STR(fmt(f, w, p, x, 1, &r_), want); } while (0)

int main(void)
{
	T("%*.*e", 0, 3, 0x1.8p+0, "1.500e+00");
	T("%*.*e", 0, 0, 0x1.4p+1, "2e+00");
	T("%*.*e", 0, 0, 0x1.cp+1, "4e+00");
	T("%#*.*e", 0, 0, 0x1p+1, "2.e+00");
	T("%*.*e", 0, 60, 0x1.1ccf385ebc8ap+1023, "1.000000000000000010979063629440455417404923096773118463368107e+308");
	T("%*.*e", 0, 17, 0x0.0000000000001p-1022, "4.94065645841246544e-324");
	T("%*.*E", 0, 5, -0x1.34a456d5cfaadp+10, "-1.23457E+03");
	T("%*.*f", 0, 2, 0x1p-3, "0.12");
	T("%*.*f", 0, 2, 0x1.8p-2, "0.38");
	T("%*.*f", 0, 1, 0x1p-2, "0.2");
	T("%*.*f", 0, 0, 0x1p-1, "0");
	T("%*.*f", 0, 0, 0x1.8p+0, "2");
	T("%*.*f", 0, 20, 0x1.999999999999ap-4, "0.10000000000000000555");
	T("%*.*f", 0, 3, -0x1.a36e2eb1c432dp-12, "-0.000");
	T("%*.*f", 0, 0, 0x1.0f0cf064dd592p+73, "10000000000000000000000");
	T("%*.*f", 0, 6, 0x1.7e43c8800759cp+996, "1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160.000000");
	T("%*.*g", 0, -1, 0x1.86ap+16, "100000");
	T("%*.*g", 0, -1, 0x1.e848p+19, "1e+06");
	T("%*.*g", 0, -1, 0x1.a36e2eb1c432dp-14, "0.0001");
	T("%*.*g", 0, -1, 0x1.4f8b588e368f1p-17, "1e-05");
	T("%*.*g", 0, 17, 0x1.999999999999ap-4, "0.10000000000000001");
	T("%*.*g", 0, 0, 0x1.ecp+6, "1e+02");
	T("%#*.*g", 0, -1, 0x1p+0, "1.00000");
	T("%*.*g", 0, 17, 0x0.0000000000001p-1022, "4.9406564584124654e-324");
	T("%*.*G", 0, 3, 0x1.b7cdfd9d7bdbbp-34, "1E-10");
	T("%#*.*g", 0, -1, 0x1.e847fp+19, "1.e+06");
	T("%*.*a", 0, -1, 0x1p+0, "0x1p+0");
	T("%*.*a", 0, -1, -0x1.999999999999ap-4, "-0x1.999999999999ap-4");
	T("%*.*a", 0, 0, 0x1.8p+0, "0x2p+0");
	T("%*.*a", 0, 1, 0x1.f8p+0, "0x2.0p+0");
	T("%*.*A", 0, -1, 0x1.fffffffffffffp+1023, "0X1.FFFFFFFFFFFFFP+1023");
	T("%*.*a", 0, -1, 0x0.0000000000001p-1022, "0x0.0000000000001p-1022");
	T("%*.*a", 0, -1, 0x0p+0, "0x0p+0");
	T("%#*.*a", 0, 0, 0x1p+0, "0x1.p+0");
	T("%*.*a", 0, 3, 0x1p+0, "0x1.000p+0");
	T("%+*.*f", 10, 2, 0x1.921f9f01b866ep+1, "     +3.14");
	T("%-*.*f|", 10, 2, 0x1.921f9f01b866ep+1, "3.14      |");
	T("%0*.*f", 10, 2, -0x1.921f9f01b866ep+1, "-000003.14");
	T("% *.*e", 12, 2, 0x1.5p+5, "    4.20e+01");
	T("%+0*.*a", 14, 2, 0x1p+0, "+0x00001.00p+0");
	T("%0*.*f", 8, -1, INFINITY, "     inf");
	T("%-*.*f|", 6, -1, -INFINITY, "-inf  |");
	T("%*.*F", 6, -1, NAN, "   NAN");
	T("%*.*e", 0, -1, -NAN, "-nan");
	T("%+*.*E", 0, -1, INFINITY, "+INF");
	T("% *.*g", 0, -1, NAN, " nan");
#if LDBL_MANT_DIG == 64
	TL("%*.*La", 0, -1, 1.0L, "0x8p-3");
	TL("%*.*La", 0, -1, LDBL_MAX, "0xf.fffffffffffffffp+16380");
	TL("%*.*La", 0, -1, LDBL_TRUE_MIN, "0x0.000000000000001p-16385");
	TL("%*.*La", 0, -1, LDBL_MIN, "0x8p-16385");
	TL("%*.*La", 0, 0, 15.5L, "0x1p+4");
	TL("%*.*La", 0, 3, 0x1.ffffp0L, "0x1.000p+1");
	TL("%*.*Le", 0, 60, 1e308L, "9.999999999999999999668587965584564566056009984741556720779705e+307");
	TL("%*.*Le", 0, 40, LDBL_MAX, "1.1897314953572317650212638530309702051691e+4932");
	TL("%*.*Le", 0, 30, LDBL_TRUE_MIN, "3.645199531882474602528405933619e-4951");
	TL("%*.*Lg", 0, 40, 0.1L, "0.1000000000000000000013552527156068805425");
	TL("%*.*Lf", 0, 40, 1.0L/3, "0.3333333333333333333423683514373792036167");
	TL("%*.*Lg", 0, -1, 1e4000L, "1e+4000");
	TL("%*.*Le", 0, -1, -0.0L, "-0.000000e+00");
#elif LDBL_MANT_DIG == 113
	TL("%*.*La", 0, -1, 1.0L, "0x1p+0");
	TL("%*.*La", 0, -1, LDBL_MAX, "0x1.ffffffffffffffffffffffffffffp+16383");
	TL("%*.*La", 0, -1, LDBL_TRUE_MIN, "0x0.0000000000000000000000000001p-16382");
	TL("%*.*La", 0, -1, LDBL_MIN, "0x1p-16382");
	TL("%*.*La", 0, 0, 15.5L, "0x2p+3");
	TL("%*.*La", 0, 3, 0x1.ffffp0L, "0x2.000p+0");
	TL("%*.*Le", 0, 60, 1e308L, "1.000000000000000000000000000000000013142123397338833869022086e+308");
	TL("%*.*Le", 0, 40, LDBL_MAX, "1.1897314953572317650857593266280070161965e+4932");
	TL("%*.*Le", 0, 30, LDBL_TRUE_MIN, "6.475175119438025110924438958228e-4966");
	TL("%*.*Lg", 0, 40, 0.1L, "0.1000000000000000000000000000000000048148");
	TL("%*.*Lf", 0, 40, 1.0L/3, "0.3333333333333333333333333333333333172839");
	TL("%*.*Lg", 0, -1, 1e4000L, "1e+4000");
	TL("%*.*Le", 0, -1, -0.0L, "-0.000000e+00");
#endif
	/* Long precision streams: %.1000f of 1e308 and %.60e of a subnormal. */
	{
		int r;
		const char *s = fmt("%*.*f", 0, 1000, 1e308, 0, &r);
		CHECK_INT(r, 309 + 1 + 1000);
		CHECK(s[0] == '1' && s[309] == '.');
		s = fmt("%*.*e", 0, 60, 0x1p-1074, 0, &r);
		CHECK_STR(s, "4.940656458412465441765687928682213723650598026143247644255857e-324");
	}
	/* Directed rounding modes are honoured, as glibc does. */
	{
		static const int modes[3] = { FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };
		static const char *want[3][6] = {
			{ "0.3", "-0.2", "3", "-1.00e+00", "0x1.1p+0", "0.001" },
			{ "0.2", "-0.3", "2", "-1.01e+00", "0x1.0p+0", "0.000" },
			{ "0.2", "-0.2", "2", "-1.00e+00", "0x1.0p+0", "0.000" },
		};
		int r;
		for (int i = 0; i < 3; i++) {
			fesetround(modes[i]);
			CHECK_STR(fmt("%*.*f", 0, 1, 0.25, 0, &r), want[i][0]);
			CHECK_STR(fmt("%*.*f", 0, 1, -0.25, 0, &r), want[i][1]);
			CHECK_STR(fmt("%*.*f", 0, 0, 2.9, 0, &r), want[i][2]);
			CHECK_STR(fmt("%*.*e", 0, 2, -1.001, 0, &r), want[i][3]);
			CHECK_STR(fmt("%*.*a", 0, 1, 1.03125, 0, &r), want[i][4]);
			CHECK_STR(fmt("%*.*f", 0, 3, 1e-300, 0, &r), want[i][5]);
			fesetround(FE_TONEAREST);
		}
	}
	return check_done();
}

/* C11 Annex G, G.6: every row of the special-value tables of cacos,
 * cacosh, casinh, catanh, ccosh, csinh, ctanh, cexp, clog and csqrt, in
 * float, double and long double, with the symmetries G.6 states (conj,
 * odd, even) applied to each row, and the functions G.6 defines through
 * them (casin, catan, ccos, csin, ctan) checked on the rotated rows.
 * "Finite y" rows use 2 (cos 2 < 0, sin 2 > 0, sin 4 < 0) so signs of
 * cis(y) are seen. Signs the standard leaves unspecified are not
 * checked; the exceptions it says are raised are. */
#include <complex.h>
#include <math.h>
#include <fenv.h>
#include <float.h>
#include "check.h"

enum { CACOS, CACOSH, CASINH, CATANH, CCOSH, CSINH, CTANH, CEXP, CLOG, CSQRT,
	CASIN, CATAN, CCOS, CSIN, CTAN };
static const char *const names[] = { "cacos", "cacosh", "casinh", "catanh", "ccosh",
	"csinh", "ctanh", "cexp", "clog", "csqrt", "casin", "catan", "ccos", "csin", "ctan" };
enum { RA = 1, IA = 2, INV = 4, DZ = 8 };   /* re / im sign unspecified; raises */

#define P INFINITY
#define N NAN
#define PI2 1.57079632679489661923132169163975144L
#define PI 3.14159265358979323846264338327950288L

struct row { int fn; long double x, y, re, im; int fl; };

static const struct row rows[] = {
	{ CACOS, 0, 0, PI2, -0.0, 0 }, { CACOS, -0.0, 0, PI2, -0.0, 0 },
	{ CACOS, 0, N, PI2, N, 0 }, { CACOS, -0.0, N, PI2, N, 0 },
	{ CACOS, 2, P, PI2, -P, 0 }, { CACOS, -2, P, PI2, -P, 0 }, { CACOS, 0, P, PI2, -P, 0 },
	{ CACOS, 2, N, N, N, 0 },
	{ CACOS, -P, 2, PI, -P, 0 }, { CACOS, P, 2, 0, -P, 0 },
	{ CACOS, -P, P, 3 * PI / 4, -P, 0 }, { CACOS, P, P, PI / 4, -P, 0 },
	{ CACOS, P, N, N, P, IA }, { CACOS, -P, N, N, P, IA },
	{ CACOS, N, 2, N, N, 0 }, { CACOS, N, P, N, -P, 0 }, { CACOS, N, N, N, N, 0 },

	{ CACOSH, 0, 0, 0, PI2, 0 }, { CACOSH, -0.0, 0, 0, PI2, 0 },
	{ CACOSH, 2, P, P, PI2, 0 }, { CACOSH, 0, P, P, PI2, 0 }, { CACOSH, -2, P, P, PI2, 0 },
	{ CACOSH, 2, N, N, N, 0 },
	/* C11 says NaN + NaN i here; glibc, like the identity cacosh z =
	 * i cacos z with cacos(+-0 + NaN i) = pi/2 + NaN i, gives NaN + pi/2 i. */
	{ CACOSH, 0, N, N, PI2, IA },
	{ CACOSH, -P, 2, P, PI, 0 }, { CACOSH, P, 2, P, 0, 0 },
	{ CACOSH, -P, P, P, 3 * PI / 4, 0 }, { CACOSH, P, P, P, PI / 4, 0 },
	{ CACOSH, P, N, P, N, 0 }, { CACOSH, -P, N, P, N, 0 },
	{ CACOSH, N, 2, N, N, 0 }, { CACOSH, N, P, P, N, 0 }, { CACOSH, N, N, N, N, 0 },

	{ CASINH, 0, 0, 0, 0, 0 }, { CASINH, 2, P, P, PI2, 0 }, { CASINH, 2, N, N, N, 0 },
	{ CASINH, P, 2, P, 0, 0 }, { CASINH, P, P, P, PI / 4, 0 }, { CASINH, P, N, P, N, 0 },
	{ CASINH, N, 0, N, 0, 0 }, { CASINH, N, 2, N, N, 0 }, { CASINH, N, P, P, N, RA },
	{ CASINH, N, N, N, N, 0 },

	{ CATANH, 0, 0, 0, 0, 0 }, { CATANH, 0, N, 0, N, 0 }, { CATANH, 1, 0, P, 0, DZ },
	{ CATANH, 2, P, 0, PI2, 0 }, { CATANH, 2, N, N, N, 0 }, { CATANH, P, 2, 0, PI2, 0 },
	{ CATANH, P, P, 0, PI2, 0 }, { CATANH, P, N, 0, N, 0 }, { CATANH, N, 2, N, N, 0 },
	{ CATANH, N, P, 0, PI2, RA }, { CATANH, N, N, N, N, 0 },

	{ CCOSH, 0, 0, 1, 0, 0 }, { CCOSH, 0, P, N, 0, IA | INV }, { CCOSH, 0, N, N, 0, IA },
	{ CCOSH, 2, P, N, N, INV }, { CCOSH, 2, N, N, N, 0 }, { CCOSH, P, 0, P, 0, 0 },
	{ CCOSH, P, 2, -P, P, 0 }, { CCOSH, P, P, P, N, RA | INV }, { CCOSH, P, N, P, N, 0 },
	{ CCOSH, N, 0, N, 0, IA }, { CCOSH, N, 2, N, N, 0 }, { CCOSH, N, N, N, N, 0 },

	{ CSINH, 0, 0, 0, 0, 0 }, { CSINH, 0, P, 0, N, RA | INV }, { CSINH, 0, N, 0, N, RA },
	{ CSINH, 2, P, N, N, INV }, { CSINH, 2, N, N, N, 0 }, { CSINH, P, 0, P, 0, 0 },
	{ CSINH, P, 2, -P, P, 0 }, { CSINH, P, P, P, N, RA | INV }, { CSINH, P, N, P, N, RA },
	{ CSINH, N, 0, N, 0, 0 }, { CSINH, N, 2, N, N, 0 }, { CSINH, N, N, N, N, 0 },

	{ CTANH, 0, 0, 0, 0, 0 }, { CTANH, 2, P, N, N, INV }, { CTANH, 2, N, N, N, 0 },
	{ CTANH, P, 2, 1, -0.0, 0 }, { CTANH, P, P, 1, 0, IA }, { CTANH, P, N, 1, 0, IA },
	{ CTANH, N, 0, N, 0, 0 }, { CTANH, N, 2, N, N, 0 }, { CTANH, N, N, N, N, 0 },

	{ CEXP, 0, 0, 1, 0, 0 }, { CEXP, -0.0, 0, 1, 0, 0 }, { CEXP, 2, P, N, N, INV },
	{ CEXP, 2, N, N, N, 0 }, { CEXP, P, 0, P, 0, 0 }, { CEXP, -P, 2, -0.0, 0, 0 },
	{ CEXP, P, 2, -P, P, 0 }, { CEXP, -P, P, 0, 0, RA | IA }, { CEXP, P, P, P, N, RA | INV },
	{ CEXP, -P, N, 0, 0, RA | IA }, { CEXP, P, N, P, N, RA }, { CEXP, N, 0, N, 0, 0 },
	{ CEXP, N, 2, N, N, 0 }, { CEXP, N, N, N, N, 0 },

	{ CLOG, -0.0, 0, -P, PI, DZ }, { CLOG, 0, 0, -P, 0, DZ }, { CLOG, 2, P, P, PI2, 0 },
	{ CLOG, 2, N, N, N, 0 }, { CLOG, -P, 2, P, PI, 0 }, { CLOG, P, 2, P, 0, 0 },
	{ CLOG, -P, P, P, 3 * PI / 4, 0 }, { CLOG, P, P, P, PI / 4, 0 }, { CLOG, P, N, P, N, 0 },
	{ CLOG, -P, N, P, N, 0 }, { CLOG, N, 2, N, N, 0 }, { CLOG, N, P, P, N, 0 },
	{ CLOG, N, N, N, N, 0 },

	{ CSQRT, 0, 0, 0, 0, 0 }, { CSQRT, -0.0, 0, 0, 0, 0 }, { CSQRT, 2, P, P, P, 0 },
	{ CSQRT, -P, P, P, P, 0 }, { CSQRT, N, P, P, P, 0 }, { CSQRT, 0, P, P, P, 0 },
	{ CSQRT, 2, N, N, N, 0 }, { CSQRT, -P, 2, 0, P, 0 }, { CSQRT, P, 2, P, 0, 0 },
	{ CSQRT, -P, N, N, P, IA }, { CSQRT, P, N, P, N, 0 }, { CSQRT, N, 2, N, N, 0 },
	{ CSQRT, N, N, N, N, 0 },
};

static const char *type;
static int cur_fn;
static long double cur_x, cur_y;

static void put(long double v)
{
	if (isnan(v)) check__put("nan");
	else if (isinf(v)) check__put(v < 0 ? "-inf" : "inf");
	else if (v == 0) check__put(signbit(v) ? "-0" : "0");
	else { check__puti((long long)(v * 1000)); check__put("e-3"); }
}

static void fail(const char *what, long double got_re, long double got_im)
{
	check__put(type); check__put(" "); check__put(names[cur_fn]);
	check__put("("); put(cur_x); check__put(", "); put(cur_y); check__put("): ");
	check__put(what);
	check__put(" "); put(got_re); check__put(" "); put(got_im);
	check__put("\n");
}

static int same(long double got, long double want, int any, long double eps)
{
	if (isnan(want)) return isnan(got);
	if (isnan(got)) return 0;
	if (!any && signbit(got) != signbit(want)) return 0;
	if (any) { got = fabsl(got); want = fabsl(want); }
	if (isinf(want) || want == 0) return fabsl(got) == fabsl(want);
	return fabsl(got - want) <= 4 * eps * fabsl(want);
}

/* One check: got against (re, im) with the row's flags. */
static void expect(long double gre, long double gim, long double re, long double im,
		   int fl, int raised, long double eps)
{
	check_count++;
	if (!same(gre, re, fl & RA, eps) || !same(gim, im, fl & IA, eps)) {
		check_failures++;
		fail("wrong value:", gre, gim);
	} else if (((fl & INV) && !(raised & FE_INVALID)) || ((fl & DZ) && !(raised & FE_DIVBYZERO))) {
		check_failures++;
		fail("exception not raised:", gre, gim);
	}
}

/* Calls function fn of one type on x + iy; the result in *re, *im and
 * the exceptions it raised returned. */
#define CALLER(SUF, T, MK) \
static int call##SUF(int fn, long double x, long double y, long double *re, long double *im) \
{ \
	T _Complex z = MK((T)x, (T)y), w; \
	feclearexcept(FE_ALL_EXCEPT); \
	switch (fn) { \
	case CACOS: w = cacos##SUF(z); break; \
	case CACOSH: w = cacosh##SUF(z); break; \
	case CASINH: w = casinh##SUF(z); break; \
	case CATANH: w = catanh##SUF(z); break; \
	case CCOSH: w = ccosh##SUF(z); break; \
	case CSINH: w = csinh##SUF(z); break; \
	case CTANH: w = ctanh##SUF(z); break; \
	case CEXP: w = cexp##SUF(z); break; \
	case CLOG: w = clog##SUF(z); break; \
	case CSQRT: w = csqrt##SUF(z); break; \
	case CASIN: w = casin##SUF(z); break; \
	case CATAN: w = catan##SUF(z); break; \
	case CCOS: w = ccos##SUF(z); break; \
	case CSIN: w = csin##SUF(z); break; \
	default: w = ctan##SUF(z); break; \
	} \
	int e = fetestexcept(FE_ALL_EXCEPT); \
	*re = __real__ w; *im = __imag__ w; \
	return e; \
}
CALLER(f, float, CMPLXF)
CALLER(, double, CMPLX)
CALLER(l, long double, CMPLXL)

static int (*callp)(int, long double, long double, long double *, long double *);

static void one(int fn, long double x, long double y, long double re, long double im, int fl, long double eps)
{
	long double gre, gim;
	cur_fn = fn; cur_x = x; cur_y = y;
	int e = callp(fn, x, y, &gre, &gim);
	expect(gre, gim, re, im, fl, e, eps);
}

static int odd(int fn) { return fn == CASINH || fn == CATANH || fn == CSINH || fn == CTANH; }

/* The function G.6 defines through fn by rotating the argument:
 * g(z) = -i fn(iz), or fn(iz) for ccos. */
static int rotated(int fn)
{
	switch (fn) {
	case CASINH: return CASIN;
	case CATANH: return CATAN;
	case CSINH: return CSIN;
	case CTANH: return CTAN;
	case CCOSH: return CCOS;
	}
	return -1;
}

static void walk(long double eps)
{
	for (unsigned i = 0; i < sizeof rows / sizeof *rows; i++) {
		const struct row *r = &rows[i];
		int fl = r->fl, g = rotated(r->fn);
		/* Each row and its mirror images: conj(z) -> conj(f), and for
		 * odd or even functions -z and -conj(z). */
		for (int m = 0; m < 4; m++) {
			long double x = r->x, y = r->y, re = r->re, im = r->im;
			int fm = fl;
			if (m & 1) { y = -y; im = -im; }
			if (m & 2) {
				if (r->fn == CCOSH) { x = -x; y = -y; }
				else if (odd(r->fn)) { x = -x; y = -y; re = -re; im = -im; }
				else continue;
			}
			one(r->fn, x, y, re, im, fm, eps);
			/* iz = x + iy means z = y - ix; then -i(re + i im) =
			 * im - i re, or (re, im) itself for ccos. */
			if (g >= 0) {
				if (g == CCOS)
					one(g, y, -x, re, im, fm, eps);
				else
					one(g, y, -x, im, -re, (fm & ~(RA | IA)) | (fm & RA ? IA : 0) | (fm & IA ? RA : 0), eps);
			}
		}
	}
}

int main(void)
{
	type = "float"; callp = callf; walk(FLT_EPSILON);
	type = "double"; callp = call; walk(DBL_EPSILON);
	/* polyport's long double atan2l and friends are evaluated in double
	 * for now (docs/libm.md): pi/2 and pi/4 are within double's
	 * precision, not long double's. */
	type = "long double"; callp = calll; walk(DBL_EPSILON);
	return check_done();
}

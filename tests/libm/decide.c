/* libm-decide: the MPFR half of the exhaustive float proofs (screen.c
 * writes what this reads; a host program, since the screen, linked with
 * polyport's libc, cannot link the host's MPFR).
 *
 *   libm-screen NAME | libm-decide NAME [HARDEST]
 *
 * For every flagged input ("F x r") it rounds the exact value to float
 * with MPFR (round-to-nearest, float's exponent range and subnormals) and
 * compares it with r, polyport's result; a difference is printed as
 * "wrong NAME x got r want w" (C hex floats) and makes the exit status 1.
 * For the sample ("S x h l", h a normal double) it measures the error of
 * h + l in ulps of double at the exact value: the premise the screen's
 * margin rests on. It also reports how close the closest flagged input comes to a
 * boundary (in float ulps) and prints the HARDEST (default 8) closest
 * inputs as "hard NAME x" lines, for tests/libm/hard/NAME.
 * Last line: "exhaustive NAME: ..." with all the counts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include <gmp.h>
#include <mpfr.h>

static int lgamma1(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	int sign;
	return mpfr_lgamma(r, &sign, x, rnd);
}

static const struct {
	const char *name;
	int (*f)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
} fns[] = {
	{ "expf", mpfr_exp }, { "exp2f", mpfr_exp2 }, { "exp10f", mpfr_exp10 },
	{ "expm1f", mpfr_expm1 }, { "logf", mpfr_log }, { "log2f", mpfr_log2 },
	{ "log10f", mpfr_log10 }, { "log1pf", mpfr_log1p }, { "sinf", mpfr_sin },
	{ "cosf", mpfr_cos }, { "tanf", mpfr_tan }, { "asinf", mpfr_asin },
	{ "acosf", mpfr_acos }, { "atanf", mpfr_atan }, { "sinhf", mpfr_sinh },
	{ "coshf", mpfr_cosh }, { "tanhf", mpfr_tanh }, { "asinhf", mpfr_asinh },
	{ "acoshf", mpfr_acosh }, { "atanhf", mpfr_atanh }, { "cbrtf", mpfr_cbrt },
	{ "erff", mpfr_erf }, { "erfcf", mpfr_erfc }, { "lgammaf", lgamma1 },
	{ "tgammaf", mpfr_gamma }, { "j0f", mpfr_j0 }, { "j1f", mpfr_j1 },
	{ "y0f", mpfr_y0 }, { "y1f", mpfr_y1 },
};

static int (*fn)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

static float as_float(uint32_t u) { union { uint32_t u; float f; } c = { u }; return c.f; }
static double as_double(uint64_t u) { union { uint64_t u; double d; } c = { u }; return c.d; }
static uint32_t float_bits(float f) { union { float f; uint32_t u; } c = { f }; return c.u; }

/* f(x) correctly rounded to float in round-to-nearest. */
static float correct(float x)
{
	mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
	mpfr_t r, xx;
	float w;
	int t;
	mpfr_inits2(24, r, xx, (mpfr_ptr)0);
	mpfr_set_flt(xx, x, MPFR_RNDN);
	/* float: 2^-149 = 0.5 * 2^-148 the least, below 2^128 = 0.5 * 2^129 */
	mpfr_set_emin(-148);
	mpfr_set_emax(128);
	t = fn(r, xx, MPFR_RNDN);
	t = mpfr_check_range(r, t, MPFR_RNDN);
	mpfr_subnormalize(r, t, MPFR_RNDN);
	w = mpfr_get_flt(r, MPFR_RNDN);
	mpfr_set_emin(emin);
	mpfr_set_emax(emax);
	mpfr_clears(r, xx, (mpfr_ptr)0);
	return w;
}

/* f(x) to 256 bits (the float exponent range does not apply). */
static void exact(mpfr_ptr v, float x)
{
	mpfr_t xx;
	mpfr_init2(xx, 24);
	mpfr_set_flt(xx, x, MPFR_RNDN);
	fn(v, xx, MPFR_RNDN);
	mpfr_clear(xx);
}

/* The distance of v from the nearest float rounding boundary, in float
 * ulps (0 to 1/2). */
static double float_dist(mpfr_srcptr v)
{
	mpfr_t t;
	mpfr_exp_t e;
	double d;
	if (!mpfr_regular_p(v))
		return 0.5;
	e = mpfr_get_exp(v);	/* v = m 2^e, 1/2 <= |m| < 1 */
	if (e - 1 < -126)
		e = -125;
	mpfr_init2(t, 256);
	mpfr_abs(t, v, MPFR_RNDN);
	mpfr_mul_2si(t, t, 24 - e, MPFR_RNDN);	/* in float ulps */
	mpfr_frac(t, t, MPFR_RNDN);
	d = fabs(mpfr_get_d(t, MPFR_RNDN) - 0.5);
	mpfr_clear(t);
	return d;
}

struct hard { double d; uint32_t x; };

int main(int argc, char **argv)
{
	char line[128], tname[32] = "?";
	unsigned long nflag = 0, nwrong = 0, nsample = 0, nties = 0, n = 0, m = 0;
	double cpu = -1, maxerr = 0, mind = 1;
	uint32_t maxerr_x = 0, mind_x = 0;
	int nhard = argc > 2 ? atoi(argv[2]) : 8, nh = 0, i, ok_t = 0;
	struct hard *hard = calloc(nhard + 1, sizeof *hard);
	size_t j;
	mpfr_t v, y;
	for (j = 0; argc > 1 && j < sizeof fns / sizeof *fns; j++)
		if (!strcmp(argv[1], fns[j].name))
			fn = fns[j].f;
	if (!fn) {
		fprintf(stderr, "usage: libm-screen NAME | libm-decide NAME [HARDEST]\n");
		return 2;
	}
	mpfr_init2(v, 256);
	mpfr_init2(y, 256);
	while (fgets(line, sizeof line, stdin)) {
		unsigned xb, rb;
		unsigned long long hb, lb;
		if (sscanf(line, "F %x %x", &xb, &rb) == 2) {
			float x = as_float(xb), w = correct(x);
			double d;
			nflag++;
			if (float_bits(w) != rb) {
				nwrong++;
				printf("wrong %s %a got %a want %a\n", argv[1], x, as_float(rb), w);
			}
			exact(v, x);
			d = float_dist(v);
			/* an exact value on a boundary (exp2f(-150) = 2^-150) is
			 * no hard case: the double is exact, and so is its rounding */
			if (d == 0) {
				nties++;
				continue;
			}
			if (d < mind) {
				mind = d;
				mind_x = xb;
			}
			/* keep the nhard closest, sorted by distance */
			for (i = nh; i > 0 && hard[i - 1].d > d; i--)
				hard[i] = hard[i - 1];
			if (i < nhard) {
				hard[i].d = d;
				hard[i].x = xb;
				if (nh < nhard)
					nh++;
			}
		} else if (sscanf(line, "S %x %llx %llx", &xb, &hb, &lb) == 3) {
			double err;
			/* the premise concerns normal double values: a double
			 * that overflowed or underflowed gives a float infinity
			 * or zero, whatever its error */
			if (fpclassify(as_double(hb)) != FP_NORMAL)
				continue;
			exact(v, as_float(xb));
			if (!mpfr_regular_p(v))
				continue;
			nsample++;
			mpfr_set_d(y, as_double(hb), MPFR_RNDN);
			mpfr_add_d(y, y, as_double(lb), MPFR_RNDN);
			mpfr_sub(y, y, v, MPFR_RNDN);
			/* an ulp of double at v: 2^(e - 53), v = m 2^e */
			mpfr_mul_2si(y, y, 53 - mpfr_get_exp(v), MPFR_RNDN);
			err = fabs(mpfr_get_d(y, MPFR_RNDN));
			if (err > maxerr) {
				maxerr = err;
				maxerr_x = xb;
			}
		} else if (sscanf(line, "T %31s %lu %lu %lf", tname, &n, &m, &cpu) == 4) {
			ok_t = 1;
		}
	}
	for (i = 0; i < nh; i++)
		printf("hard %s %a\n", argv[1], (double)as_float(hard[i].x));
	if (!ok_t || strcmp(tname, argv[1]) || m != nflag) {
		printf("exhaustive %s: the screen did not finish (%s, %lu of %lu flagged lines)\n",
			argv[1], tname, nflag, m);
		return 1;
	}
	printf("exhaustive %s: %lu inputs screened, %lu flagged and decided by MPFR, %lu wrong; "
		"%lu exact on a boundary; closest %.3g float ulp from one (x = %a); sample of %lu: max error %.3f double ulp "
		"(x = %a); screen cpu %.0f s\n", argv[1], n, nflag, nwrong, nties, mind, (double)as_float(mind_x),
		nsample, maxerr, (double)as_float(maxerr_x), cpu);
	return nwrong != 0;
}

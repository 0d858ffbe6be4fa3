/* libm-screen: the exhaustive part of the proof that the one-argument
 * float functions are correctly rounded in round-to-nearest (docs/libm.md,
 * "Float: correctly rounded, proven exhaustively"). Linked with
 * polyport's libc.a, it evaluates for every float input x (NaNs skipped)
 * the value the float function rounds to float:
 *
 *  - for the functions written as (float)F((double)x) (expf.c, sinf.c...:
 *    __to_float of the double function), that double y;
 *  - for erff, erfcf, lgammaf and tgammaf, the double-double h + l of the
 *    kernels (the same calls as erff.c, erfcf.c, lgammaf_r.c and
 *    tgammaf.c; the kernels are hidden, not static, so a static link
 *    reaches them); where a kernel's error bound is not relative (lgamma
 *    next to its zeros below -2), every input is decided by MPFR.
 *
 * and prints the inputs where that value is within MARGIN ulps of double
 * (default 2^10) of a float rounding boundary, a point halfway between
 * two floats. Away from the boundaries the float result is right as long
 * as the value's own error is below the margin: the double functions'
 * errors are below 1 ulp (funcs.def's bounds; the sample below measures
 * them) and the erf kernels' below 2^-60 relative. libm-decide (decide.c,
 * a host program with MPFR) reads this output, decides every printed
 * input against MPFR and measures the sample.
 *
 *   libm-screen NAME [MARGIN [STRIDE]]
 *
 * STRIDE > 1 evaluates every STRIDE-th bit pattern only, and folds the
 * float function's results into the checksum too: the same run on x86_64
 * and on aarch64 (qemu) must give the same T line.
 *
 * Output, one line each (x as float bits, doubles as 64-bit patterns):
 *   F x r        a flagged input and what polyport's float function returns
 *   S x h l      every 4096th screened input: the value h + l (premise check)
 *   T NAME N M C K  inputs screened, flagged, CPU seconds, a checksum of
 *                every value (and result, with STRIDE) computed; last
 * Progress goes to stderr every 2^28 bit patterns. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include <time.h>

double __erf_dd(double x, double *lo);
double __erfc_dd(double x, double *lo, int *k);
double __lgamma_dd(double x, double *lo, int *sign);
double __tgamma_pos_dd(double x, double *lo, int *k);
double __tgamma_neg_dd(double x, double *lo, int *k);

/* The double-double value a float function rounds (h + *lo), for the
 * functions built on double-double kernels. *how: 0 screen it, 1 skip
 * (the function returns without rounding it), 2 decide it by MPFR
 * whatever its distance to a boundary (where the kernel's error bound
 * is absolute, not relative). */
static double erf_v(float x, double *lo, int *how);
static double erfc_v(float x, double *lo, int *how);
static double lgamma_v(float x, double *lo, int *how);
static double tgamma_v(float x, double *lo, int *how);

static const struct screened {
	const char *name;
	float (*f)(float);
	double (*d)(double);
	double (*v)(float, double *, int *);
} fns[] = {
	{ "expf", expf, exp }, { "exp2f", exp2f, exp2 }, { "exp10f", exp10f, exp10 },
	{ "expm1f", expm1f, expm1 }, { "logf", logf, log }, { "log2f", log2f, log2 },
	{ "log10f", log10f, log10 }, { "log1pf", log1pf, log1p }, { "sinf", sinf, sin },
	{ "cosf", cosf, cos }, { "tanf", tanf, tan }, { "asinf", asinf, asin },
	{ "acosf", acosf, acos }, { "atanf", atanf, atan }, { "sinhf", sinhf, sinh },
	{ "coshf", coshf, cosh }, { "tanhf", tanhf, tanh }, { "asinhf", asinhf, asinh },
	{ "acoshf", acoshf, acosh }, { "atanhf", atanhf, atanh }, { "cbrtf", cbrtf, cbrt },
	{ "erff", erff, 0, erf_v }, { "erfcf", erfcf, 0, erfc_v },
	{ "lgammaf", lgammaf, 0, lgamma_v }, { "tgammaf", tgammaf, 0, tgamma_v },
};

static double two_sum(double a, double b, double *e)
{
	double s = a + b, bb = s - a;
	*e = (a - (s - bb)) + (b - bb);
	return s;
}

/* The double-double value erff.c and erfcf.c round. */
static double erf_val(int erfc_, float x, double *lo)
{
	double h, l, e;
	int k;
	if (fabsf(x) <= 1) {
		h = __erf_dd(x, &l);
		if (!erfc_) { *lo = l; return h; }
		h = two_sum(1.0, -h, &e);
		return two_sum(h, e - l, lo);
	}
	if (!erfc_) {
		h = __erfc_dd(fabsf(x), &l, &k);
		h = two_sum(1.0, -h, &e);
		h = two_sum(h, e - l, lo);
		if (x < 0) { *lo = -*lo; h = -h; }
		return h;
	}
	if (x < 0) {
		h = __erfc_dd(-x, &l, &k);
		h = two_sum(2.0, -h, &e);
		return two_sum(h, e - l, lo);
	}
	return __erfc_dd(x, lo, &k);
}

/* erf(x) rounds to +-1 past 4, erfc to 2 below -4 and to 0 past 10.1,
 * and erf and erfc of tiny x are x 2/sqrt(pi) and 1: erff.c and erfcf.c
 * return these by one operation without the kernels. */
static int erf_skip(int erfc_, float x)
{
	if (fabsf(x) >= 4 && !(erfc_ && x > 0))
		return 1;
	if (erfc_ && x > 10.1f)
		return 1;
	if (erfc_ && fabsf(x) < 0x1p-28f)
		return 1;
	return 0;
}

static double erf_v(float x, double *lo, int *how)
{
	*how = erf_skip(0, x);
	return *how ? 0 : erf_val(0, x, lo);
}

static double erfc_v(float x, double *lo, int *how)
{
	*how = erf_skip(1, x);
	return *how ? 0 : erf_val(1, x, lo);
}

/* As lgammaf_r.c. Below -2 the kernel's error is absolute outside the
 * intervals around lgamma's zeros, below 2^-62 (docs/libm.md); inputs
 * with |h| < 2^-12 still go to MPFR, as when that bound was 2^-58. */
static double lgamma_v(float x, double *lo, int *how)
{
	int sign;
	double h;
	if (!isfinite(x) || (x <= 0 && floorf(x) == x)) {
		*how = 1;
		return 0;
	}
	h = __lgamma_dd(x, lo, &sign);
	*how = x < -2 && fabs(h) < 0x1p-12 ? 2 : 0;
	return h;
}

/* As tgammaf.c, which rounds h + l and ignores the kernels' scale 2^k:
 * an input with k != 0 goes to MPFR. */
static double tgamma_v(float x, double *lo, int *how)
{
	double h;
	int k = 0;
	*how = 0;
	if (!isfinite(x) || x == 0 || (x < 0 && floorf(x) == x) || x > 35.05f || x < -50) {
		*how = 1;
		return 0;
	}
	if (fabsf(x) < 0x1p-60f) {
		*lo = -0x1.2788cfc6fb619p-1;
		return 1 / (double)x;
	}
	h = x > 0 ? __tgamma_pos_dd(x, lo, &k) : __tgamma_neg_dd(x, lo, &k);
	if (k)
		*how = 2;
	return h;
}

/* The distance of h + l (|l| <= ulp(h)/2) from the nearest float rounding
 * boundary, in ulps of double at h. A normal float keeps the top 23 of
 * the 52 fraction bits of a double in the float's normal range, so the
 * other 29 say where h lies between two floats: 2^28 is the midpoint. */
static double boundary_dist(double h, double l)
{
	union { double d; uint64_t u; } c = { h };
	int e = (int)(c.u >> 52 & 0x7ff) - 1023;
	double al = h < 0 ? -l : l, a = fabs(h), u, mid, ud;
	if (e >= 128)	/* past 2^128: 2^103 or more above the last boundary */
		return INFINITY;
	if (e >= -126) {
		double d = (double)((int64_t)(c.u & 0x1fffffff) - (1 << 28));
		if (l != 0)
			d += al * ldexp(1.0, 52 - e);
		return fabs(d);
	}
	/* float subnormals (spacing 2^-149) and below: the boundaries are
	 * (k + 1/2) 2^-149, the first of them 2^-150 */
	if (a == 0)
		return INFINITY;
	u = 0x1p-149;
	mid = (floor(a / u) + 0.5) * u;
	ud = ldexp(1.0, ilogb(a) - 52);
	return fabs((a - mid) + al) / ud;
}

int main(int argc, char **argv)
{
	const struct screened *s = 0;
	double margin = argc > 2 ? strtod(argv[2], 0) : 1024;
	unsigned long n = 0, m = 0;
	uint64_t i, stride = argc > 3 ? strtoull(argv[3], 0, 0) : 1, sum = 0;
	int how;
	size_t j;
	for (j = 0; argc > 1 && j < sizeof fns / sizeof *fns; j++)
		if (!strcmp(argv[1], fns[j].name))
			s = &fns[j];
	if (!s) {
		fprintf(stderr, "usage: libm-screen NAME [MARGIN]; NAME one of");
		for (j = 0; j < sizeof fns / sizeof *fns; j++)
			fprintf(stderr, " %s", fns[j].name);
		fprintf(stderr, "\n");
		return 2;
	}
	for (i = 0; i < 1ULL << 32; i += stride ? stride : 1) {
		union { uint32_t u; float f; } c = { (uint32_t)i };
		union { double d; uint64_t u; } hb, lb;
		float x = c.f;
		double h, l = 0;
		if ((i & 0xfffffff) == 0 && i && stride == 1)
			fprintf(stderr, "screen %s: %u/16, cpu %.0f s\n", s->name,
				(unsigned)(i >> 28), (double)clock() / CLOCKS_PER_SEC);
		if ((c.u & 0x7fffffff) > 0x7f800000) {
			/* NaN: skip to the next sign's zero or the end */
			if (stride == 1)
				i = c.u < 0x80000000u ? 0x7fffffffu : 0xffffffffu;
			continue;
		}
		how = 0;
		if (s->d) {
			h = s->d(x);
		} else {
			h = s->v(x, &l, &how);
			if (how == 1)
				continue;
		}
		n++;
		hb.d = h;
		lb.d = l;
		/* a NaN's sign is the arch's (x86_64's default NaN is negative,
		 * aarch64's positive): C leaves it open, the checksum too */
		if (isnan(h))
			hb.u = 0x7ff8000000000000ULL;
		sum = (sum ^ hb.u ^ lb.u << 1) * 0x100000001b3ULL;
		if (stride > 1) {
			union { float f; uint32_t u; } r = { s->f(x) };
			if (isnan(r.f))
				r.u = 0x7fc00000;
			sum = (sum ^ r.u) * 0x100000001b3ULL;
		}
		if ((n & 4095) == 0) {
			printf("S %08x %016llx %016llx\n", c.u, (unsigned long long)hb.u, (unsigned long long)lb.u);
		}
		if (how == 2 || (isfinite(h) && boundary_dist(h, l) <= margin)) {
			union { float f; uint32_t u; } r = { s->f(x) };
			m++;
			printf("F %08x %08x\n", c.u, r.u);
		}
	}
	printf("T %s %lu %lu %.1f %016llx\n", s->name, n, m, (double)clock() / CLOCKS_PER_SEC,
		(unsigned long long)sum);
	return 0;
}

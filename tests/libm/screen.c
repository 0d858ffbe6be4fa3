/* libm-screen: the exhaustive part of the proof that erff and erfcf are
 * correctly rounded. Linked with polyport's libc.a (the kernels are
 * hidden, not static, so a static link reaches them), it evaluates for
 * every float input the double-double value hi + lo that the float
 * function rounds (the same kernel calls as erff.c and erfcf.c) and
 * prints the inputs where hi + lo is within 2^-EPS relative of a float
 * rounding boundary. The kernels' error is below 2^-60 (__erf_dd.c), so
 * with EPS = 58 every input not printed is rounded correctly; the
 * printed ones go to tests/libm/hard/<name>, where the MPFR vectors
 * check them.
 *
 *   libm-screen erff|erfcf [EPS]
 * Prints "screen NAME: N inputs, M near a boundary" last. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>

double __erf_dd(double x, double *lo);
double __erfc_dd(double x, double *lo, int *k);

static double two_sum(double a, double b, double *e)
{
	double s = a + b, bb = s - a;
	*e = (a - (s - bb)) + (b - bb);
	return s;
}

static double val(int erfc_, float x, double *lo)
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

/* hi + lo within eps * |hi| of a point halfway between two floats. */
static int near_boundary(double h, double l, double eps)
{
	float f = (float)h;
	double fd = f, up, dn, d1, d2;
	double ulp = fabs((double)nextafterf(f, INFINITY) - fd);
	double ulpd = fabs(fd - (double)nextafterf(f, -INFINITY));
	if (fd < 0) { double t = ulp; ulp = ulpd; ulpd = t; }
	up = fd + ulp / 2;
	dn = fd - ulpd / 2;
	d1 = (h - up) + l;
	d2 = (h - dn) + l;
	return fabs(d1) <= eps * fabs(h) || fabs(d2) <= eps * fabs(h);
}

int main(int argc, char **argv)
{
	int erfc_, epsbits = argc > 2 ? atoi(argv[2]) : 58;
	double eps = ldexp(1.0, -epsbits), h, l;
	unsigned long n = 0, m = 0;
	uint32_t i;
	if (argc < 2 || (strcmp(argv[1], "erff") && strcmp(argv[1], "erfcf"))) {
		fprintf(stderr, "usage: libm-screen erff|erfcf [EPS]\n");
		return 2;
	}
	erfc_ = !strcmp(argv[1], "erfcf");
	for (i = 1; i < 0xff800000u; i++) {
		float x;
		union { uint32_t u; float f; } c = { i };
		x = c.f;
		if (i == 0x7f800000u) { i = 0x80000000u; continue; }
		/* the inputs where the functions return without the kernels:
		 * erf(x) rounds to +-1 past 4, erfc to 2 below -4 and to 0 past
		 * 10.1, and erf and erfc of tiny x are x 2/sqrt(pi) and 1 */
		if (fabsf(x) >= 4 && !(erfc_ && x > 0))
			continue;
		if (erfc_ && x > 10.1f)
			continue;
		if (erfc_ && fabsf(x) < 0x1p-28f)
			continue;
		/* erf is odd: the negative inputs repeat the positive ones */
		if (!erfc_ && x < 0)
			break;
		n++;
		h = val(erfc_, x, &l);
		if (near_boundary(h, l, eps)) {
			m++;
			printf("%a\n", (double)x);
		}
	}
	printf("screen %s: %lu inputs, %lu near a boundary\n", argv[1], n, m);
	return 0;
}

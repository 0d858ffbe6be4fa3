/* libm-crun: evaluates one <complex.h> function of the libc it is linked
 * with on random arguments and prints each argument and result in hex;
 * libm-cref (host, MPC) measures the errors. Built for each arch against
 * polyport's libc and against glibc.
 *
 *   libm-crun NAME N SEED      NAME as in C (cexpf, cexp, cexpl, ...)
 *
 * Output lines: "re im [re2 im2] rre rim", long double in %La. Arguments
 * come from a mix of ranges: uniform near the origin, log-uniform over
 * most of the exponent range, next to the unit circle, next to the branch
 * points +-1 and +-i, and tiny; the exponential family keeps the real
 * part (or, for the circular functions, the imaginary part) where the
 * result can still be finite. */
#define _GNU_SOURCE 1
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef long double _Complex LC;

#define FNS(X) X(cexp) X(clog) X(csqrt) X(csin) X(ccos) X(ctan) X(casin) X(cacos) \
	X(catan) X(csinh) X(ccosh) X(ctanh) X(casinh) X(cacosh) X(catanh) X(clog10)

static LC callf(const char *n, LC z, LC w, int *ok)
{
	float _Complex a = CMPLXF(creall(z), cimagl(z)), b = CMPLXF(creall(w), cimagl(w));
#define X(g) if (!strcmp(n, #g "f")) return g##f(a);
	FNS(X)
#undef X
	if (!strcmp(n, "cpowf")) return cpowf(a, b);
	if (!strcmp(n, "cabsf")) return cabsf(a);
	if (!strcmp(n, "cargf")) return cargf(a);
	*ok = 0;
	return 0;
}

static LC calld(const char *n, LC z, LC w, int *ok)
{
	double _Complex a = CMPLX(creall(z), cimagl(z)), b = CMPLX(creall(w), cimagl(w));
#define X(f) if (!strcmp(n, #f)) return f(a);
	FNS(X)
#undef X
	if (!strcmp(n, "cpow")) return cpow(a, b);
	if (!strcmp(n, "cabs")) return cabs(a);
	if (!strcmp(n, "carg")) return carg(a);
	*ok = 0;
	return 0;
}

static LC calll(const char *n, LC z, LC w, int *ok)
{
#define X(f) if (!strcmp(n, #f "l")) return f##l(z);
	FNS(X)
#undef X
	if (!strcmp(n, "cpowl")) return cpowl(z, w);
	if (!strcmp(n, "cabsl")) return cabsl(z);
	if (!strcmp(n, "cargl")) return cargl(z);
	*ok = 0;
	return 0;
}

static unsigned long long st;
static unsigned long long rnd(void)
{
	st ^= st << 13; st ^= st >> 7; st ^= st << 17;
	return st;
}
static double uni(void) { return (rnd() >> 11) * 0x1p-53; }   /* [0, 1) */
static double sgn(void) { return rnd() & 1 ? -1 : 1; }

/* A random argument part, from one of the ranges above. */
static long double part(int kind, double maxexp)
{
	double e;
	switch (kind) {
	case 0: return sgn() * 4 * uni();
	/* exp2l: long double's exponents reach past double's (exp2
	 * would give infinities there) */
	case 1: e = (2 * uni() - 1) * maxexp; return sgn() * exp2l(e) * (1 + uni());
	case 2: return sgn() * exp2(-60 * uni() - 10);
	default: return sgn() * (1 + uni());
	}
}

int main(int argc, char **argv)
{
	if (argc != 4) { fprintf(stderr, "usage: libm-crun NAME N SEED\n"); return 2; }
	const char *n = argv[1];
	long cnt = atol(argv[2]);
	char last = n[strlen(n) - 1];
	/* No double name ends in f or l. */
	int t = last == 'f' ? 0 : last == 'l' ? 2 : 1;
	int maxe = t == 0 ? 120 : t == 1 ? 1000 : 16000;
	int pw = !strncmp(n, "cpow", 4);
	/* Exponential family: which part feeds e^x, and how far it may go. */
	int expo = !strncmp(n, "cexp", 4) || !strncmp(n, "csinh", 5) || !strncmp(n, "ccosh", 5) || !strncmp(n, "ctanh", 5) ? 1
		: !strncmp(n, "csin", 4) || !strncmp(n, "ccos", 4) || !strncmp(n, "ctan", 4) ? 2 : 0;
	double lim = t == 0 ? 100 : t == 1 ? 720 : 11400;
	st = 0x9e3779b97f4a7c15ULL * (strtoull(argv[3], 0, 10) + 1);
	for (long i = 0; i < cnt; i++) {
		long double x, y, u = 0, v = 0;
		int k = rnd() % 8;
		if (k < 4) {
			x = part(k, maxe); y = part(rnd() % 4, maxe);
		} else if (k == 4) {
			/* next to the unit circle */
			double a = 2 * M_PI * uni(), r = 1 + sgn() * exp2(-50 * uni() - 3);
			x = r * cos(a); y = r * sin(a);
		} else if (k == 5) {
			/* next to +-1 and +-i */
			long double d = sgn() * exp2(-50 * uni() - 2), d2 = sgn() * exp2(-60 * uni() - 2);
			x = sgn() * (1 + d); y = d2;
			if (rnd() & 1) { long double s = x; x = y; y = s; }
		} else if (k == 6) {
			x = part(2, maxe); y = part(2, maxe);
		} else {
			x = part(0, maxe); y = part(1, maxe);
			if (rnd() & 1) { long double s = x; x = y; y = s; }
		}
		if (pw) {
			/* z^w with |w log z| moderate: the error of cpow grows
			 * with it (docs/libm.md) */
			x = part(rnd() % 2 ? 0 : 3, 4); y = part(rnd() % 2 ? 0 : 3, 4);
			u = part(0, 4); v = part(0, 4);
		}
		if (t == 2) {
			/* bits below double's in both parts */
			x += x * (long double)uni() * 0x1p-54L;
			y += y * (long double)uni() * 0x1p-54L;
			u += u * (long double)uni() * 0x1p-54L;
			v += v * (long double)uni() * 0x1p-54L;
		}
		if (expo == 1 && fabsl(x) > lim) x = fmodl(x, lim);
		if (expo == 2 && fabsl(y) > lim) y = fmodl(y, lim);
		if (t == 0) { x = (float)x; y = (float)y; u = (float)u; v = (float)v; }
		if (t == 1) { x = (double)x; y = (double)y; u = (double)u; v = (double)v; }
		int ok = 1;
		LC r = t == 0 ? callf(n, CMPLXL(x, y), CMPLXL(u, v), &ok)
			: t == 1 ? calld(n, CMPLXL(x, y), CMPLXL(u, v), &ok)
			: calll(n, CMPLXL(x, y), CMPLXL(u, v), &ok);
		if (!ok) { fprintf(stderr, "libm-crun: unknown function %s\n", n); return 2; }
		if (pw) printf("%La %La %La %La %La %La\n", x, y, u, v, creall(r), cimagl(r));
		else printf("%La %La %La %La\n", x, y, creall(r), cimagl(r));
	}
	return 0;
}

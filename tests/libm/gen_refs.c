/* libm-gen: references for the functions whose C definition is not an
 * MPFR function (integer results, the rounding mode as an argument,
 * flags of their own, different special values). Each has the MPFR
 * signature of its kind (see funcs.def); a real-valued reference
 * returns MPFR's ternary (0: exact), and states flags that are not
 * those of rounding its exact result through g_set/g_force/g_maybe. */
#include <limits.h>
#include <gmp.h>
#include <mpfr.h>
#include "gen.h"

static void decide(int set, int force)
{
	g_set |= set;
	g_force = (g_force & ~set) | (force & set);
}

/* The integral value in the case's mode; "inexact" when it differs. */
static int integral(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t how, int inexact_allowed)
{
	mpfr_rint(r, x, how);
	decide(FL_X, inexact_allowed && mpfr_number_p(x) && mpfr_cmp(r, x) ? FL_X : 0);
	return 0;
}

int ref_rint(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) { (void)rnd; return integral(r, x, g_rnd, 1); }
int ref_nearbyint(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) { (void)rnd; return integral(r, x, g_rnd, 0); }
int ref_floor(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) { (void)rnd; return integral(r, x, MPFR_RNDD, 0); }
int ref_ceil(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) { (void)rnd; return integral(r, x, MPFR_RNDU, 0); }
int ref_trunc(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) { (void)rnd; return integral(r, x, MPFR_RNDZ, 0); }
int ref_round(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) { (void)rnd; return integral(r, x, MPFR_RNDNA, 0); }

/* lrint and friends: out of range (or NaN, infinity) is "invalid" with
 * an unspecified value. */
static int to_int(long long *v, int *sym, mpfr_srcptr x, mpfr_rnd_t how, int bits, int inexact)
{
	mpfr_t r;
	mpfr_init2(r, F->p + 2);
	*sym = 0;
	decide(FL_I | FL_Z | FL_O | FL_U | FL_X, 0);
	if (!mpfr_number_p(x)) {
		*sym = '*';
		decide(FL_I, FL_I);
		mpfr_clear(r);
		return 0;
	}
	mpfr_rint(r, x, how);
	if (mpfr_cmp_si_2exp(r, 1, bits - 1) >= 0 || mpfr_cmp_si_2exp(r, -1, bits - 1) < 0) {
		*sym = '*';
		decide(FL_I, FL_I);
	} else {
		*v = mpfr_get_si(r, MPFR_RNDZ);
		if (mpfr_cmp(r, x)) {
			if (inexact) decide(FL_X, FL_X);
			else g_maybe |= FL_X;
		}
	}
	mpfr_clear(r);
	return 0;
}

int ref_lrint(long long *v, int *sym, mpfr_srcptr x, mpfr_rnd_t rnd) { (void)rnd; return to_int(v, sym, x, g_rnd, 64, 1); }
int ref_lround(long long *v, int *sym, mpfr_srcptr x, mpfr_rnd_t rnd) { (void)rnd; return to_int(v, sym, x, MPFR_RNDNA, 64, 0); }

int ref_ilogb(long long *v, int *sym, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	(void)rnd;
	*sym = 0;
	decide(0x1f, 0);
	if (mpfr_number_p(x) && !mpfr_zero_p(x)) {
		*v = mpfr_get_exp(x) - 1;
		return 0;
	}
	decide(FL_I, FL_I);
	if (mpfr_zero_p(x)) *sym = 'B' << 8 | '0';
	else if (mpfr_nan_p(x)) *sym = 'B' << 8 | 'N';
	else *v = INT_MAX;
	return 0;
}

static int classify(long long *v, int *sym, long long val)
{
	*sym = 0;
	*v = val;
	decide(0x1f, 0);
	return 0;
}
int ref_finite(long long *v, int *sym, mpfr_srcptr x, mpfr_rnd_t rnd) { (void)rnd; return classify(v, sym, mpfr_number_p(x)); }
int ref_isnan(long long *v, int *sym, mpfr_srcptr x, mpfr_rnd_t rnd) { (void)rnd; return classify(v, sym, mpfr_nan_p(x)); }
int ref_isinf(long long *v, int *sym, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	(void)rnd;
	return classify(v, sym, mpfr_inf_p(x) ? (mpfr_signbit(x) ? -1 : 1) : 0);
}

/* logb: the exponent as a value; logb(+-0) = -inf, "divbyzero". */
int ref_logb(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	(void)rnd;
	if (mpfr_nan_p(x)) mpfr_set_nan(r);
	else if (mpfr_inf_p(x)) mpfr_set_inf(r, 1);
	else if (mpfr_zero_p(x)) {
		mpfr_set_inf(r, -1);
		decide(FL_Z, FL_Z);
	} else
		mpfr_set_si(r, mpfr_get_exp(x) - 1, MPFR_RNDN);
	return 0;
}

/* x scaled into [1, 2); zero and infinities unchanged (glibc also
 * raises "invalid" for them and NaN, and "divbyzero" for zero: either
 * way). */
int ref_significand(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	(void)rnd;
	mpfr_set(r, x, MPFR_RNDN);
	if (mpfr_number_p(x) && !mpfr_zero_p(x)) mpfr_set_exp(r, 1);
	else g_maybe |= FL_I | (mpfr_zero_p(x) ? FL_Z : 0);
	return 0;
}

int ref_frexp(mpfr_ptr r, long *e, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	mpfr_exp_t ee = 0;
	int t = mpfr_frexp(&ee, r, x, rnd);
	*e = mpfr_number_p(x) ? (long)ee : LONG_MIN;
	return t;
}

int ref_remquo(mpfr_ptr r, long *q, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd)
{
	return mpfr_remquo(r, q, x, y, rnd);
}

/* modf: the fraction first, the integral part second (MPFR has them
 * the other way round). */
int ref_modf(mpfr_ptr fp, mpfr_ptr ip, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	int t = mpfr_modf(ip, fp, x, rnd);
	return (t >> 2) | (t & 3) << 2;
}

/* fma(inf, 0, NaN) may or may not raise "invalid" (C11 F.10.10.1). */
int ref_fma(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_srcptr z, mpfr_rnd_t rnd)
{
	if (mpfr_nan_p(z) && ((mpfr_inf_p(x) && mpfr_zero_p(y)) || (mpfr_zero_p(x) && mpfr_inf_p(y))))
		g_maybe |= FL_I;
	return mpfr_fma(r, x, y, z, rnd);
}

/* The neighbour of x toward y in the format: one spacing at x's binade
 * (at the binade below when stepping down from a power of two). The
 * result is exact in the format or overflows. Subnormal or zero results
 * raise "underflow" and "inexact", overflow "overflow" and "inexact". */
int ref_nextafter(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd)
{
	mpfr_t s, mn;
	long e;
	int c;
	(void)rnd;
	if (mpfr_nan_p(x) || mpfr_nan_p(y)) {
		mpfr_set_nan(r);
		return 0;
	}
	c = mpfr_cmp(x, y);
	decide(0x1f, 0);
	if (c == 0) {
		mpfr_set(r, y, MPFR_RNDN);
		return 0;
	}
	mpfr_init2(s, 2);
	mpfr_init2(mn, 2);
	if (mpfr_zero_p(x)) {
		mpfr_set_ui_2exp(r, 1, 2 - F->emax - F->p, MPFR_RNDN);
		if (c > 0) mpfr_neg(r, r, MPFR_RNDN);
	} else if (mpfr_inf_p(x)) {
		/* the largest finite value, 2^(emax+1) - 2^(emax+1-p) */
		mpfr_set_ui_2exp(s, 1, F->emax + 1 - F->p, MPFR_RNDN);
		mpfr_set_ui_2exp(r, 1, F->emax + 1, MPFR_RNDN);
		mpfr_sub(r, r, s, MPFR_RNDN);
		mpfr_setsign(r, r, mpfr_signbit(x), MPFR_RNDN);
	} else {
		int away = (c < 0) == !mpfr_signbit(x);
		e = ulp_exp(x);
		/* A power of two stepping toward zero: the spacing below. */
		if (!away && e > 1 - F->emax - F->p + 1) {
			mpfr_set_ui_2exp(mn, 1, mpfr_get_exp(x) - 1, MPFR_RNDN);
			if (mpfr_cmpabs(x, mn) == 0) e--;
		}
		mpfr_set_ui_2exp(s, 1, e, MPFR_RNDN);
		if (away == !mpfr_signbit(x)) mpfr_add(r, x, s, MPFR_RNDN);
		else mpfr_sub(r, x, s, MPFR_RNDN);
		if (mpfr_zero_p(r)) mpfr_setsign(r, r, mpfr_signbit(x), MPFR_RNDN);
	}
	mpfr_set_ui_2exp(mn, 1, 1 - F->emax, MPFR_RNDN);
	if (!mpfr_inf_p(x) && mpfr_cmpabs(r, mn) < 0) decide(FL_U | FL_X, FL_U | FL_X);
	mpfr_set_ui_2exp(mn, 1, F->emax + 1, MPFR_RNDN);
	if (mpfr_cmpabs(r, mn) >= 0) decide(FL_O | FL_X, FL_O | FL_X);
	mpfr_clear(s);
	mpfr_clear(mn);
	return 0;
}

/* XSI scalb: n must be integral (else "invalid"); scalb(0, +inf) and
 * scalb(inf, -inf) are invalid; x * 2^+-inf is +-inf or +-0. */
int ref_scalb(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr n, mpfr_rnd_t rnd)
{
	if (mpfr_nan_p(x) || mpfr_nan_p(n)) {
		mpfr_set_nan(r);
		return 0;
	}
	if (mpfr_inf_p(n)) {
		if (mpfr_sgn(n) > 0 ? mpfr_zero_p(x) : mpfr_inf_p(x)) {
			mpfr_set_nan(r);
			return 0;
		}
		if (mpfr_sgn(n) > 0 && !mpfr_zero_p(x)) mpfr_set_inf(r, mpfr_signbit(x) ? -1 : 1);
		else if (mpfr_inf_p(x)) mpfr_set(r, x, MPFR_RNDN);
		else mpfr_set_zero(r, mpfr_signbit(x) ? -1 : 1);
		return 0;
	}
	if (!mpfr_integer_p(n)) {
		mpfr_set_nan(r);
		decide(FL_X, 0);
		g_maybe |= FL_X;
		return 0;
	}
	if (mpfr_cmp_si(n, 100000) > 0) return mpfr_mul_2si(r, x, 100000, rnd);
	if (mpfr_cmp_si(n, -100000) < 0) return mpfr_mul_2si(r, x, -100000, rnd);
	return mpfr_mul_2si(r, x, mpfr_get_si(n, MPFR_RNDN), rnd);
}

/* fmin and fmax: C leaves the sign of the result open for zeros of
 * both signs (F.10.9.2); glibc returns y. A signaling NaN gives a NaN
 * (IEEE 754-2008 minNum, glibc). */
static int minmax(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd, int max)
{
	if (g_snan) {
		mpfr_set_nan(r);
		return 0;
	}
	if (mpfr_zero_p(x) && mpfr_zero_p(y) && mpfr_signbit(x) != mpfr_signbit(y)) g_anysign = 1;
	return max ? mpfr_max(r, x, y, rnd) : mpfr_min(r, x, y, rnd);
}
int ref_fmin(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd) { return minmax(r, x, y, rnd, 0); }
int ref_fmax(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd) { return minmax(r, x, y, rnd, 1); }

/* lgamma_r: the sign of gamma(x); left open at the poles (0 and the
 * negative integers, where C says nothing) and for NaN and -inf. */
int ref_lgamma_r(mpfr_ptr r, long *s, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	int si = 1, t = mpfr_lgamma(r, &si, x, rnd);
	*s = si;
	if (!mpfr_number_p(x) ? !mpfr_inf_p(x) || mpfr_signbit(x)
	    : mpfr_zero_p(x) || (mpfr_sgn(x) < 0 && mpfr_integer_p(x)))
		*s = LONG_MIN;
	return t;
}

/* lgamma: the same value, the sign dropped. */
int ref_lgamma(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	int si;
	return mpfr_lgamma(r, &si, x, rnd);
}

/* mpfr_jn of a negative argument or order can ask GMP for petabytes
 * (MPFR 4.1.1: jn(10, -0.5) rounding toward zero, jn(-1, 2^52 + 1)):
 * J_n(-x) = J_-n(x) = (-1)^n J_n(x). */
int ref_jn(mpfr_ptr r, long n, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	mpfr_t a;
	int t, neg = (n & 1) && ((n < 0) != (mpfr_signbit(x) != 0));
	if (mpfr_nan_p(x))
		return mpfr_jn(r, n, x, rnd);
	mpfr_init2(a, mpfr_get_prec(x));
	mpfr_abs(a, x, MPFR_RNDN);
	if (n < 0)
		n = -n;
	if (neg) {
		t = -mpfr_jn(r, n, a, rnd == MPFR_RNDU ? MPFR_RNDD : rnd == MPFR_RNDD ? MPFR_RNDU : rnd);
		mpfr_neg(r, r, MPFR_RNDN);
	} else
		t = mpfr_jn(r, n, a, rnd);
	mpfr_clear(a);
	return t;
}

/* The same for mpfr_yn: Y_-n = (-1)^n Y_n. */
int ref_yn(mpfr_ptr r, long n, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	int t, neg = (n & 1) && n < 0;
	if (n < 0)
		n = -n;
	if (!neg)
		return mpfr_yn(r, n, x, rnd);
	t = -mpfr_yn(r, n, x, rnd == MPFR_RNDU ? MPFR_RNDD : rnd == MPFR_RNDD ? MPFR_RNDU : rnd);
	mpfr_neg(r, r, MPFR_RNDN);
	return t;
}

/* j1 is odd, j1(-inf) is -0 (MPFR says +0, glibc -0). */
int ref_j1(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
	return ref_jn(r, 1, x, rnd);
}

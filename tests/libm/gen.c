/* libm-gen: reference vectors for the libm tests, computed with MPFR.
 * A host tool (host compiler, -lmpfr): the test programs built for each
 * arch cannot link the host's MPFR, so they read what this writes.
 *
 *   libm-gen NAME.FMT N SEED [HARDDIR] > NAME.FMT.vec
 *
 * FMT is f32, f64, ld80 (x87) or ld128 (binary128). The vectors are the
 * format's edge cases (per argument, crossed for two and three
 * arguments), the inputs listed in HARDDIR/NAME, and N random inputs
 * (half from the function's interval in funcs.def, half random bit
 * patterns). Exact functions get every case in all four rounding modes
 * (random ones in a mode each).
 *
 * One case a line, all numbers in hex bits of the format (ld80
 * "sexp:mantissa", ld128 "hi:lo"), integers in decimal:
 *
 *   MODE IN... = RES D UE [AUX] FLAGS
 *
 * MODE  N U D Z (nearest, upward, downward, toward zero)
 * RES   the result rounded to the format in MODE (an integer for integer
 *       kinds: decimal, "*" unspecified, B0/BN for FP_ILOGB0/FP_ILOGBNAN)
 * D     (exact - RES) / ulp, in units of 2^-20 ulp; ulp = 2^UE is the
 *       spacing of the format at the exact value's binade; so the runner
 *       measures fractional ulps without MPFR. "?" for a zero whose sign
 *       is left open
 * AUX   the second output: remquo's quotient, frexp's exponent,
 *       lgamma_r's sign (decimal), modf's integral part (bits),
 *       sincos's cosine (bits D UE)
 * FLAGS invalid, divbyzero, overflow, underflow, inexact: 1 raised,
 *       0 not raised, ? either (tininess before/after rounding, or
 *       where C leaves it open)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <limits.h>
#include <gmp.h>
#include <mpfr.h>
#include "gen.h"

const struct fmt fmts[] = {
	{ "f32", 24, 127, 32, 8, 0 },
	{ "f64", 53, 1023, 64, 11, 0 },
	{ "ld80", 64, 16383, 80, 15, 1 },
	{ "ld128", 113, 16383, 128, 15, 0 },
};

/* Working precision of the exact results, rounded to odd: enough for
 * one correct rounding to any format and for D's 20 fraction bits. */
#define P 256

const struct fmt *F;
int g_set, g_force, g_maybe;
mpfr_rnd_t g_rnd;
int g_anysign, g_snan;

static const struct fn {
	const char *name;
	int type, kind;
	void (*ref)(void);
	double ulps, lo, hi;
	int errno_checked;
} fns[] = {
#define LIBM_FN(name, type, kind, ref, ulps, lo, hi, opts) \
	{ #name, T_##type, K_##kind, (void (*)(void))ref, ulps, lo, hi, OPT_##opts },
#define OPT_0 0
#define OPT_E 1
#define OPT_ER 3
#include "funcs.def"
};

/* bits <-> MPFR, exact both ways. */
void decode(u128 b, mpfr_t x)
{
	int fb = F->explint ? 64 : F->p - 1, bias = F->emax;
	int sign = b >> (F->bits - 1) & 1;
	int e = b >> fb & ((1u << F->ew) - 1);
	u128 m = b & (((u128)1 << fb) - 1);
	uint64_t w[2];
	mpz_t z;
	if (e == (1 << F->ew) - 1) {
		if (F->explint) m &= ~((u128)1 << 63);
		if (m) mpfr_set_nan(x);
		else mpfr_set_inf(x, 1);
		mpfr_setsign(x, x, sign, MPFR_RNDN);
		return;
	}
	if (e && !F->explint) m |= (u128)1 << fb;
	w[0] = (uint64_t)m; w[1] = (uint64_t)(m >> 64);
	mpz_init(z);
	mpz_import(z, 2, -1, 8, 0, 0, w);
	mpfr_set_z_2exp(x, z, (e ? e : 1) - bias - (F->p - 1), MPFR_RNDN);
	mpz_clear(z);
	if (sign) mpfr_neg(x, x, MPFR_RNDN);
}

/* X must be representable in the format (after subnormalizing). */
u128 encode(mpfr_t x)
{
	int fb = F->explint ? 64 : F->p - 1, bias = F->emax, emin = 1 - F->emax;
	u128 sign = (u128)(mpfr_signbit(x) ? 1 : 0) << (F->bits - 1);
	u128 top = (u128)((1u << F->ew) - 1) << fb, m = 0;
	uint64_t w[2] = { 0, 0 };
	mpfr_t t;
	mpz_t z;
	long e;
	if (mpfr_nan_p(x))
		return sign | top | (u128)1 << (F->p - 2) | (F->explint ? (u128)1 << 63 : 0);
	if (mpfr_inf_p(x)) return sign | top | (F->explint ? (u128)1 << 63 : 0);
	if (mpfr_zero_p(x)) return sign;
	e = mpfr_get_exp(x) - 1;
	mpfr_init2(t, F->p + 2);
	mpz_init(z);
	mpfr_abs(t, x, MPFR_RNDN);
	if (e < emin) {
		mpfr_mul_2si(t, t, F->p - 1 - emin, MPFR_RNDN);
		e = 0;
	} else {
		mpfr_mul_2si(t, t, F->p - 1 - e, MPFR_RNDN);
		e += bias;
	}
	if (!mpfr_integer_p(t)) {
		fprintf(stderr, "libm-gen: internal error: value not representable\n");
		exit(2);
	}
	mpfr_get_z(z, t, MPFR_RNDN);
	mpz_export(w, NULL, -1, 8, 0, 0, z);
	m = (u128)w[1] << 64 | w[0];
	if (!F->explint) m &= ((u128)1 << fb) - 1;
	mpz_clear(z);
	mpfr_clear(t);
	return sign | (u128)e << fb | m;
}

void print_bits(u128 b)
{
	switch (F->bits) {
	case 32: printf(" %08x", (unsigned)b); break;
	case 64: printf(" %016llx", (unsigned long long)b); break;
	case 80: printf(" %04x:%016llx", (unsigned)(b >> 64), (unsigned long long)b); break;
	default: printf(" %016llx:%016llx", (unsigned long long)(b >> 64), (unsigned long long)b);
	}
}

/* Z (exact, or rounded to odd at P bits) rounded to the format in RND,
 * as MPFR does with the format's exponent range. */
void round_to_fmt(mpfr_t y, mpfr_t z, mpfr_rnd_t rnd, int *ovf)
{
	mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
	int t;
	mpfr_set_prec(y, F->p);
	t = mpfr_set(y, z, rnd);
	mpfr_set_emin(1 - F->emax - F->p + 2);
	mpfr_set_emax(F->emax + 1);
	mpfr_clear_flags();
	t = mpfr_check_range(y, t, rnd);
	t = mpfr_subnormalize(y, t, rnd);
	*ovf = mpfr_overflow_p();
	mpfr_set_emin(emin);
	mpfr_set_emax(emax);
}

/* The exact value's ulp exponent in the format. */
long ulp_exp(mpfr_srcptr z)
{
	long e = mpfr_zero_p(z) || !mpfr_number_p(z) ? LONG_MIN : mpfr_get_exp(z) - 1;
	long emin = 1 - F->emax;
	if (e < emin) e = emin;
	return e - (F->p - 1);
}

/* Rounds an inexact P-bit truncation to odd (see round_to_fmt). */
void make_odd(mpfr_t z, int t)
{
	mpz_t m;
	if (!t || !mpfr_number_p(z)) return;
	mpz_init(m);
	mpfr_get_z_2exp(m, z);
	if (!mpz_odd_p(m)) {
		if (mpfr_signbit(z)) mpfr_nextbelow(z);
		else mpfr_nextabove(z);
	}
	mpz_clear(m);
}

/* RES D UE for exact value Z and its rounding Y. */
void print_real(mpfr_t y, mpfr_t z)
{
	mpfr_t d;
	long ue = ulp_exp(z);
	print_bits(encode(y));
	if (!mpfr_number_p(z) || !mpfr_number_p(y)) { printf(" 0 0"); return; }
	mpfr_init2(d, P + 64);
	mpfr_sub(d, z, y, MPFR_RNDN);
	mpfr_mul_2si(d, d, 20 - ue, MPFR_RNDN);
	/* Far beyond the format (an overflow to the largest finite value):
	 * any huge offset says it. */
	if (mpfr_cmpabs_ui(d, 1UL << 62) > 0) mpfr_set_si_2exp(d, mpfr_sgn(d), 62, MPFR_RNDN);
	printf(" %ld %ld", mpfr_get_si(d, MPFR_RNDN), ue);
	mpfr_clear(d);
}

/* Tiny: below the smallest normal, before or after rounding to P bits. */
int tininess(mpfr_t z, mpfr_rnd_t rnd)
{
	mpfr_t r, mn;
	int before, after;
	if (!mpfr_number_p(z) || mpfr_zero_p(z)) return 0;
	mpfr_init2(r, F->p);
	mpfr_init2(mn, 2);
	mpfr_set_ui_2exp(mn, 1, 1 - F->emax, MPFR_RNDN);
	mpfr_set(r, z, rnd);
	before = mpfr_cmpabs(z, mn) < 0;
	after = mpfr_cmpabs(r, mn) < 0;
	mpfr_clear(r);
	mpfr_clear(mn);
	return before && after ? 1 : before || after ? 2 : 0;
}

int main(int argc, char **argv)
{
	char name[64], *dot;
	const struct fn *fn = NULL;
	long n;
	size_t i;
	if (argc < 4 || argc > 5) {
		fprintf(stderr, "usage: libm-gen NAME.FMT N SEED [HARDDIR]\n");
		return 2;
	}
	snprintf(name, sizeof name, "%s", argv[1]);
	dot = strchr(name, '.');
	if (!dot) { fprintf(stderr, "libm-gen: %s: want NAME.FMT\n", argv[1]); return 2; }
	*dot++ = 0;
	for (i = 0; i < sizeof fmts / sizeof *fmts; i++)
		if (!strcmp(fmts[i].name, dot)) F = &fmts[i];
	for (i = 0; i < sizeof fns / sizeof *fns; i++)
		if (!strcmp(fns[i].name, name)) fn = &fns[i];
	if (!F || !fn) { fprintf(stderr, "libm-gen: %s: unknown function or format\n", argv[1]); return 2; }
	if ((fn->type == T_F) != (F->p == 24) || (fn->type == T_D) != (F->p == 53)) {
		fprintf(stderr, "libm-gen: %s: %s is not the function's type\n", argv[1], dot);
		return 2;
	}
	n = strtol(argv[2], NULL, 10);
	gen_cases(strtoull(argv[3], NULL, 10), fn->name, fn->kind, fn->ref, fn->ulps == 0, fn->lo, fn->hi, n, argc > 4 ? argv[4] : NULL);
	return fflush(stdout) || ferror(stdout) ? 1 : 0;
}

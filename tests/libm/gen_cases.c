/* libm-gen: the inputs (edge cases, hard cases, random) and the
 * evaluation of one case against MPFR. See gen.c for the file format. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <limits.h>
#include <gmp.h>
#include <mpfr.h>
#include "gen.h"

#define P 256

static uint64_t rng;
static gmp_randstate_t rstate;

static uint64_t rnd64(void)
{
	rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
	return rng;
}

static int nreal(int kind)
{
	switch (kind) {
	case K_R_RR: case K_R_RRPI: case K_R_RLD: return 2;
	case K_R_RRR: return 3;
	default: return 1;
	}
}

static int has_int(int kind) { return kind == K_R_RI || kind == K_R_RL || kind == K_R_IR; }

/* A value of the format given as a double or as sign/exponent/mantissa. */
static u128 from_double(double v)
{
	mpfr_t x, y;
	int ovf;
	u128 b;
	mpfr_inits2(F->p, x, y, (mpfr_ptr)0);
	mpfr_set_d(x, v, MPFR_RNDN);
	round_to_fmt(y, x, MPFR_RNDN, &ovf);
	b = encode(y);
	mpfr_clears(x, y, (mpfr_ptr)0);
	return b;
}

/* (2^k) * (1 + frac_ulps * 2^(1-p)), within the format. */
static u128 pow2(long k, long ulps)
{
	mpfr_t x, y;
	int ovf;
	u128 b;
	mpfr_inits2(P, x, y, (mpfr_ptr)0);
	mpfr_set_si_2exp(x, ulps, 1 - F->p, MPFR_RNDN);
	mpfr_add_ui(x, x, 1, MPFR_RNDN);
	mpfr_mul_2si(x, x, k, MPFR_RNDN);
	round_to_fmt(y, x, MPFR_RNDN, &ovf);
	b = encode(y);
	mpfr_clears(x, y, (mpfr_ptr)0);
	return b;
}

static u128 sign_bit(void) { return (u128)1 << (F->bits - 1); }

static u128 *edges;
static size_t nedges;

static void add(u128 b, int both_signs)
{
	edges = realloc(edges, (nedges + 2) * sizeof *edges);
	if (!edges) { perror("libm-gen"); exit(2); }
	edges[nedges++] = b;
	if (both_signs) edges[nedges++] = b ^ sign_bit();
}

/* The edge cases of the format: a full list for one argument, a shorter
 * one for two or three (they are crossed). */
static void make_edges(int level)
{
	long emin = 1 - F->emax, p = F->p, pw;
	static const double common[] = { 1, 1.5, 2, 3, 0.5, 10 };
	static const double more[] = { 0.25, 0.75, 2.5, 3.5, 5, 0.1, 100, 1e6, 3.14159265358979323846,
		0.7853981633974483, 1.5707963267948966, 6.283185307179586, 2.718281828459045, 0.6931471805599453 };
	size_t i;
	add(0, 1);
	add(pow2(emin - p + 1, 0), 1);		/* smallest subnormal */
	add(pow2(emin, 0), 1);			/* smallest normal */
	add(pow2(F->emax, -1), 1);		/* largest finite (rounded: 2^emax * (2 - ulp)) */
	add(encode_inf(), 1);
	add(encode_nan(), 1);
	for (i = 0; i < sizeof common / sizeof *common; i++) add(from_double(common[i]), 1);
	if (level >= 3) return;
	add(pow2(0, 1), 1);			/* 1 + ulp */
	add(pow2(p - 1, 1), 1);			/* 2^(p-1) + 1: odd integer */
	add(pow2(p - 2, 1), 1);			/* 2^(p-2) + 0.5 */
	if (level >= 2) return;
	add(pow2(emin - p + 2, 0), 1);
	add(pow2(emin - 1, -1), 1);		/* largest subnormal */
	add(pow2(emin, 1), 1);
	add(pow2(F->emax, -2), 1);
	add(pow2(F->emax - 1, 0), 1);
	for (i = 0; i < sizeof more / sizeof *more; i++) add(from_double(more[i]), 1);
	add(pow2(-1, -1), 1);			/* 0.5 - ulp/2 */
	add(pow2(-2, 1), 1);
	add(pow2(0, -1), 1);			/* 1 - ulp/2 */
	add(pow2(0, 1 << 0), 1);
	for (pw = p - 3; pw <= p + 1; pw++) add(pow2(pw, 0), 1);
	add(pow2(p - 1, 0) , 1);
	add(pow2(p - 2, 2), 1);			/* 2^(p-2) + 1 */
	add(pow2(p - 3, 1), 1);			/* 2^(p-3) + 0.25 */
	if (F->p > 24) {
		add(pow2(31, 0), 1); add(pow2(30, -1), 1); add(pow2(63, 0), 1); add(pow2(62, -1), 1); add(pow2(64, 0), 1);
	} else {
		add(pow2(31, 0), 1); add(pow2(30, -1), 1); add(pow2(63, 0), 1); add(pow2(62, -1), 1);
	}
	add(pow2(52, 1), 1);
	add(pow2(53, 0), 1);
}

static u128 encode_inf_(int nan)
{
	mpfr_t x;
	u128 b;
	mpfr_init2(x, F->p);
	if (nan) mpfr_set_nan(x); else mpfr_set_inf(x, 1);
	b = encode(x);
	mpfr_clear(x);
	return b;
}
u128 encode_inf(void) { return encode_inf_(0); }
u128 encode_nan(void) { return encode_inf_(1); }

/* Random bit patterns; the x87 format keeps its integer bit consistent
 * with the exponent (unnormals are not numbers the hardware accepts). */
static u128 random_bits(void)
{
	u128 b = (u128)rnd64() << 64 | rnd64();
	if (F->bits < 128) b &= ((u128)1 << F->bits) - 1;
	if (F->explint) {
		int e = b >> 64 & 0x7fff;
		b &= ~((u128)1 << 63);
		if (e) b |= (u128)1 << 63;
	}
	return b;
}

static u128 random_in(double lo, double hi)
{
	mpfr_t u, x, y;
	int ovf;
	u128 b;
	if (rnd64() & 1) return random_bits();
	mpfr_inits2(F->p + 8, u, x, y, (mpfr_ptr)0);
	mpfr_urandomb(u, rstate);
	mpfr_mul_d(x, u, hi - lo, MPFR_RNDN);
	mpfr_add_d(x, x, lo, MPFR_RNDN);
	round_to_fmt(y, x, MPFR_RNDN, &ovf);
	b = encode(y);
	mpfr_clears(u, x, y, (mpfr_ptr)0);
	return b;
}

static long edge_ints[] = { 0, 1, -1, 2, -2, 3, 10, -10, 100, -100 };

static long random_int(int kind)
{
	long big = 2L * F->emax + F->p + 8;
	if (kind == K_R_IR) return (long)(rnd64() % 30) - 5;
	switch (rnd64() % 4) {
	case 0: return (long)(rnd64() % 140) - 70;
	case 1: return (long)(rnd64() % (2 * big + 1)) - big;
	case 2: return (long)(rnd64() % 40) + (rnd64() & 1 ? big - 20 : -big - 20);
	default: return (int)rnd64();
	}
}

/* A signaling NaN input may raise "invalid" (arithmetic does; fabs and
 * copysign do not). */
static int is_snan(u128 b)
{
	int fb = F->explint ? 64 : F->p - 1;
	u128 m = b & (((u128)1 << fb) - 1);
	if ((b >> fb & ((1u << F->ew) - 1)) != (1u << F->ew) - 1) return 0;
	if (F->explint) m &= ~((u128)1 << 63);
	return m && !(m >> (F->p - 2) & 1);
}

static const char modes[] = "NUDZ";
static const mpfr_rnd_t rnds[] = { MPFR_RNDN, MPFR_RNDU, MPFR_RNDD, MPFR_RNDZ };

static void print_flags(int set, int force, int maybe)
{
	int i;
	putchar(' ');
	for (i = 0; i < 5; i++) {
		int f = 1 << i;
		putchar(maybe & f ? '?' : (set & f ? force & f : 0) ? '1' : '0');
	}
	putchar('\n');
}

typedef int r1_fn(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
typedef int r2_fn(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
typedef int r3_fn(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
typedef int ri_fn(mpfr_ptr, mpfr_srcptr, long, mpfr_rnd_t);
typedef int ir_fn(mpfr_ptr, long, mpfr_srcptr, mpfr_rnd_t);
typedef int rpi_fn(mpfr_ptr, long *, mpfr_srcptr, mpfr_rnd_t);
typedef int rrpi_fn(mpfr_ptr, long *, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
typedef int rpr_fn(mpfr_ptr, mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);

static void eval(int kind, void (*ref)(void), u128 *in, long ni, int mode)
{
	mpfr_rnd_t rnd = rnds[mode];
	mpfr_t x[3], z, y, az, ay;
	long aux = 0;
	int i, t = 0, nr = nreal(kind), anynan = 0, snan = 0, ovf = 0, divz, tiny, flags = 0, maybe = 0;

	printf("%c", modes[mode]);
	for (i = 0; i < nr; i++) {
		mpfr_init2(x[i], F->p);
		decode(in[i], x[i]);
		anynan |= mpfr_nan_p(x[i]);
		if (is_snan(in[i])) snan = 1;
		if (kind == K_R_IR && i == 0) printf(" %ld", ni);
		print_bits(in[i]);
	}
	if (kind == K_R_RI || kind == K_R_RL) printf(" %ld", ni);
	printf(" =");
	mpfr_inits2(P, z, y, az, ay, (mpfr_ptr)0);
	mpfr_clear_flags();
	g_set = g_force = g_maybe = g_anysign = 0;
	g_rnd = rnd;
	g_snan = snan;

	if (kind == K_I_R || kind == K_L_R || kind == K_LL_R) {
		long long v = 0;
		int sym = 0;
		((ref_int_fn *)ref)(&v, &sym, x[0], rnd);
		if (snan) g_maybe |= FL_I;
		if (sym == '*') printf(" *");
		else if (sym) printf(" %c%c", sym >> 8, sym & 0xff);
		else printf(" %lld", v);
		print_flags(g_set, g_force, g_maybe);
		goto done;
	}
	switch (kind) {
	case K_R_R: t = ((r1_fn *)ref)(z, x[0], MPFR_RNDZ); break;
	case K_R_RR: case K_R_RLD: t = ((r2_fn *)ref)(z, x[0], x[1], MPFR_RNDZ); break;
	case K_R_RRR: t = ((r3_fn *)ref)(z, x[0], x[1], x[2], MPFR_RNDZ); break;
	case K_R_RI: case K_R_RL: t = ((ri_fn *)ref)(z, x[0], ni, MPFR_RNDZ); break;
	case K_R_IR: t = ((ir_fn *)ref)(z, ni, x[0], MPFR_RNDZ); break;
	case K_R_RPI: t = ((rpi_fn *)ref)(z, &aux, x[0], MPFR_RNDZ); break;
	case K_R_RRPI: t = ((rrpi_fn *)ref)(z, &aux, x[0], x[1], MPFR_RNDZ); break;
	case K_R_RPR: case K_V_RPRPR: t = ((rpr_fn *)ref)(z, az, x[0], MPFR_RNDZ); break;
	}
	divz = mpfr_divby0_p();
	if (!t && mpfr_zero_p(z) && rnd != MPFR_RNDZ) {
		/* An exact zero's sign can depend on the rounding mode (x + -x
		 * is -0 rounding down): ask again in the case's mode. */
		mpfr_t z2;
		long aux2;
		mpfr_init2(z2, P);
		switch (kind) {
		case K_R_RR: case K_R_RLD: ((r2_fn *)ref)(z2, x[0], x[1], rnd); break;
		case K_R_RRR: ((r3_fn *)ref)(z2, x[0], x[1], x[2], rnd); break;
		case K_R_RRPI: ((rrpi_fn *)ref)(z2, &aux2, x[0], x[1], rnd); break;
		default: mpfr_set(z2, z, MPFR_RNDN);
		}
		if (mpfr_zero_p(z2)) mpfr_set(z, z2, MPFR_RNDN);
		mpfr_clear(z2);
	}
	if (kind == K_R_RPR || kind == K_V_RPRPR) {
		make_odd(az, t >> 2);
		t &= 3;
	}
	make_odd(z, t);
	round_to_fmt(y, z, rnd, &ovf);
	if (g_anysign && mpfr_zero_p(y)) {
		print_bits(encode(y));
		printf(" ? 0");
	} else
		print_real(y, z);
	if (kind == K_R_RPI || kind == K_R_RRPI) {
		if (aux == LONG_MIN || mpfr_nan_p(z)) printf(" *");
		else printf(" %ld", aux);
	}
	if (kind == K_R_RPR || kind == K_V_RPRPR) {
		int aovf;
		round_to_fmt(ay, az, rnd, &aovf);
		if (kind == K_R_RPR) print_bits(encode(ay));
		else print_real(ay, az);
	}
	if (mpfr_nan_p(z) && !anynan) flags |= FL_I;
	if (divz) flags |= FL_Z;
	if (ovf) flags |= FL_O | FL_X;
	if (!mpfr_nan_p(z) && (t || mpfr_cmp(y, z))) flags |= FL_X;
	tiny = flags & FL_X ? tininess(z, rnd) : 0;
	if (tiny == 1) flags |= FL_U;
	if (tiny == 2) maybe |= FL_U;
	flags = (flags & ~g_set) | (g_force & g_set);
	maybe = (maybe & ~g_set) | g_maybe | (snan ? FL_I : 0);
	print_flags(0x1f, flags, maybe);
done:
	for (i = 0; i < nr; i++) mpfr_clear(x[i]);
	mpfr_clears(z, y, az, ay, (mpfr_ptr)0);
}

static void emit(int kind, void (*ref)(void), u128 *in, long ni, int exact, int mode)
{
	if (mode >= 0) { eval(kind, ref, in, ni, mode); return; }
	for (mode = 0; mode < (exact ? 4 : 1); mode++) eval(kind, ref, in, ni, mode);
}

/* HARDDIR/NAME: one case a line, C hex floats (and the integer argument
 * where the function has one), '#' comments; a line "@FMT case" is for
 * that format only (e.g. @ld80: a bound the x87 format meets and
 * binary128, still reduced, does not). */
static void hard_cases(const char *dir, const char *name, int kind, void (*ref)(void), int exact)
{
	char path[4096], line[1024];
	FILE *f;
	snprintf(path, sizeof path, "%s/%s", dir, name);
	if (!(f = fopen(path, "r"))) return;
	while (fgets(line, sizeof line, f)) {
		char *s = line, *e;
		u128 in[3];
		long ni = 0;
		int i, nr = nreal(kind);
		if (*s == '#' || *s == '\n') continue;
		if (*s == '@') {
			size_t k = strcspn(s + 1, " \t");
			if (k != strlen(F->name) || strncmp(s + 1, F->name, k)) continue;
			s += 1 + k;
		}
		if (kind == K_R_IR) ni = strtol(s, &s, 0);
		for (i = 0; i < nr; i++) {
			mpfr_t x, y;
			int ovf;
			mpfr_inits2(P, x, y, (mpfr_ptr)0);
			while (*s == ' ' || *s == '\t') s++;
			if (mpfr_strtofr(x, s, &e, 0, MPFR_RNDN), e == s) {
				fprintf(stderr, "libm-gen: %s: bad line: %s", path, line);
				exit(2);
			}
			s = e;
			round_to_fmt(y, x, MPFR_RNDN, &ovf);
			in[i] = encode(y);
			mpfr_clears(x, y, (mpfr_ptr)0);
		}
		if (kind == K_R_RI || kind == K_R_RL) ni = strtol(s, &s, 0);
		emit(kind, ref, in, ni, exact, -1);
	}
	fclose(f);
}

void gen_cases(unsigned long long seed, const char *name, int kind, void (*ref)(void),
	int exact, double lo, double hi, long n, const char *harddir)
{
	int nr = nreal(kind);
	size_t i, j, k, ne;
	long r;
	u128 in[3];
	rng = seed * 0x9e3779b97f4a7c15ULL + 0x1234567;
	gmp_randinit_default(rstate);
	gmp_randseed_ui(rstate, (unsigned long)(seed ^ 0x5eed));

	make_edges(nr);
	ne = nedges;
	if (nr == 1 && has_int(kind)) {
		for (i = 0; i < ne; i++)
			for (k = 0; k < sizeof edge_ints / sizeof *edge_ints; k++)
				emit(kind, ref, &edges[i], edge_ints[k], exact, -1);
		if (kind != K_R_IR) {
			long big[] = { F->emax, -F->emax, 2L * F->emax + F->p, -2L * F->emax - F->p, INT_MAX, INT_MIN, F->p, -F->p };
			for (i = 0; i < ne; i++)
				for (k = 0; k < sizeof big / sizeof *big; k++) emit(kind, ref, &edges[i], big[k], exact, -1);
		}
	} else if (nr == 1) {
		for (i = 0; i < ne; i++) emit(kind, ref, &edges[i], 0, exact, -1);
	} else if (nr == 2) {
		for (i = 0; i < ne; i++)
			for (j = 0; j < ne; j++) {
				in[0] = edges[i]; in[1] = edges[j];
				emit(kind, ref, in, 0, exact, -1);
			}
	} else {
		for (i = 0; i < ne; i++)
			for (j = 0; j < ne; j++)
				for (k = 0; k < ne; k++) {
					in[0] = edges[i]; in[1] = edges[j]; in[2] = edges[k];
					emit(kind, ref, in, 0, exact, -1);
				}
	}
	if (harddir) hard_cases(harddir, name, kind, ref, exact);
	for (r = 0; r < n; r++) {
		long ni = has_int(kind) ? random_int(kind) : 0;
		for (i = 0; i < (size_t)nr; i++) in[i] = random_in(lo, hi);
		emit(kind, ref, in, ni, exact, exact ? (int)(rnd64() & 3) : 0);
	}
	gmp_randclear(rstate);
}

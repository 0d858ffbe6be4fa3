/* libm-run: checks one function of the libc it is linked with against the
 * reference vectors libm-gen wrote (from MPFR). Built for each arch
 * against polyport's libc, and against glibc and musl for comparison.
 *
 *   libm-run NAME FILE [--report]
 *
 * Exit 0 pass, 1 fail, 77 when this libc lacks NAME. --report (another
 * libc) fails only on special values and invalid/divide-by-zero; errors
 * above the bound and other flags are counted and shown, not failed.
 * The last line is "RESULT name cases maxulps failures inaccurate worst". */
#define _GNU_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>

enum { T_F, T_D, T_L };
enum { K_R_R, K_R_RR, K_R_RRR, K_R_RI, K_R_RL, K_R_IR, K_I_R, K_L_R, K_LL_R,
	K_R_RPI, K_R_RPR, K_R_RRPI, K_V_RPRPR, K_R_RLD };
enum { FL_I = 1, FL_Z = 2, FL_O = 4, FL_U = 8, FL_X = 16 };

static const struct fn {
	const char *name;
	int type, kind;
	void (*f)(void);
	double ulps;
	int errno_checked;
} fns[] = {
#define LIBM_FN(name, type, kind, ref, ulps, lo, hi, opts) \
	{ #name, T_##type, K_##kind, (void (*)(void))(name), ulps, OPT_##opts },
#define OPT_0 0
#define OPT_E 1
/* ER: E, and still reduced for binary128 (REDUCED in docs/libc-status.md:
 * evaluated by double-double kernels), with this bound there */
#define OPT_ER 3
#define LD128_REDUCED_ULPS 0x1p48
/* A libc without some functions (musl) is built with a filtered copy. */
#ifdef LIBM_FUNCS
#include LIBM_FUNCS
#else
#include "funcs.def"
#endif
};

static const struct fn *fn;
static double ulps;       /* fn's bound on this format */
static int report, nfail, ninacc, shown;
static long ncases, lineno;
static double maxerr;
static char worst[256], line[512];

static const int fe_flag[5] = { FE_INVALID, FE_DIVBYZERO, FE_OVERFLOW, FE_UNDERFLOW, FE_INEXACT };
static const char *const flag_name[5] = { "invalid", "divbyzero", "overflow", "underflow", "inexact" };

/* Multiplies by 2^e exactly, with no libm. */
static long double scale(long double v, long e)
{
	/* Beyond every format (an overflowed exact value): no ulp count
	 * means anything there, the sign of v does. */
	if (e > 40000) return v * 0x1p16000L * 0x1p16000L;
	if (e < -40000) return v * 0x1p-16000L * 0x1p-16000L;
	for (; e > 60; e -= 60) v *= 0x1p60L;
	for (; e < -60; e += 60) v *= 0x1p-60L;
	while (e > 0) { v *= 2; e--; }
	while (e < 0) { v *= 0.5L; e++; }
	return v;
}

static unsigned long long hex(char **s)
{
	char *e;
	unsigned long long v = strtoull(*s, &e, 16);
	if (e == *s) { fprintf(stderr, "libm-run: line %ld: bad number: %s", lineno, line); exit(2); }
	*s = e;
	return v;
}

static long dec(char **s)
{
	char *e;
	long v = strtol(*s, &e, 10);
	if (e == *s) { fprintf(stderr, "libm-run: line %ld: bad number: %s", lineno, line); exit(2); }
	*s = e;
	return v;
}

/* D: the offset in 2^-20 ulp, or "?" for a zero of either sign. */
static long get_d_field(char **s)
{
	while (**s == ' ') (*s)++;
	if (**s == '?') {
		(*s)++;
		return LONG_MIN;
	}
	return dec(s);
}

static void skipto(char **s, char c)
{
	while (**s == ' ') (*s)++;
	if (**s != c) { fprintf(stderr, "libm-run: line %ld: expected '%c': %s", lineno, c, line); exit(2); }
	(*s)++;
}

static float get_f(char **s) { unsigned u = hex(s); float v; memcpy(&v, &u, 4); return v; }
static double get_d(char **s) { unsigned long long u = hex(s); double v; memcpy(&v, &u, 8); return v; }
static long double get_l(char **s)
{
	/* The low 64 bits first in memory on both (little-endian) arches:
	 * x87 "sexp:mantissa", binary128 "hi:lo". */
	unsigned long long w[2] = { 0, 0 };
	long double v = 0;
	unsigned long long a = hex(s);
	skipto(s, ':');
	w[0] = hex(s);
	w[1] = a;
	memcpy(&v, w, LDBL_MANT_DIG == 64 ? 10 : 16);
	return v;
}

static int set_mode(char m)
{
	switch (m) {
	case 'N': return fesetround(FE_TONEAREST);
	case 'U': return fesetround(FE_UPWARD);
	case 'D': return fesetround(FE_DOWNWARD);
	case 'Z': return fesetround(FE_TOWARDZERO);
	}
	return -1;
}

/* One mismatch: counted, and shown for the first few. */
static void bad(int fatal, const char *what)
{
	if (fatal) nfail++;
	if (shown++ < 12)
		fprintf(stderr, "%s %s: %s: %s", fn->name, fatal ? "FAIL" : "note", what, line);
}

static void check_flags(int got, const char *want)
{
	int i, mask = ulps == 0 ? 0x1f : ulps <= 0.5 ? FL_I | FL_Z | FL_O | FL_U : FL_I | FL_Z;
	char msg[64];
	for (i = 0; i < 5; i++) {
		int f = 1 << i, g = !!(got & f);
		if (!(mask & f) || want[i] == '?') continue;
		if (g != (want[i] == '1')) {
			snprintf(msg, sizeof msg, "%s %s", flag_name[i], g ? "raised" : "not raised");
			bad(!report || f & (FL_I | FL_Z), msg);
		}
	}
}

/* C sets errno for the default rounding mode; in the others an
 * overflow to the largest finite value may leave it alone. */
static void check_errno(int err, const char *want, char mode)
{
	int e = want[0] == '1' ? EDOM : want[1] == '1' || want[2] == '1' ? ERANGE : 0;
	char msg[64];
	if (!fn->errno_checked) return;
	if (err == e || (!e && err == ERANGE && want[3] != '0') || (want[0] == '?' && err == EDOM)
	    || (mode != 'N' && want[2] == '1' && !err)) return;
	snprintf(msg, sizeof msg, "errno %d, want %d", err, e);
	bad(!report, msg);
}

/* The error of Y against the exact value, given as RES + D * 2^-20 ulp
 * with ulp = 2^UE. Bitwise equality is asked of exact and correctly
 * rounded functions; NaN, infinity and exact zero are special values
 * every libc must get right. */
#define CHECK_REAL(T)                                                                 \
static void check_##T(T y, T want, long d, long ue, const char *what, char mode)       \
{                                                                                     \
	long double k, err;                                                               \
	char msg[96];                                                                     \
	if (want != want) { if (y != y) return; bad(1, "not NaN"); return; }              \
	if (y != y) { bad(1, "NaN"); return; }                                            \
	if (want - want != 0 || y - y != 0) {                                             \
		if (y != want) bad(1, "infinity mismatch");                                   \
		return;                                                                       \
	}                                                                                 \
	if (d == LONG_MIN) {                                                              \
		if (y != 0) bad(1, "not zero");                                               \
		return;                                                                       \
	}                                                                                 \
	if (want == 0 && d == 0 && (y != 0 || __builtin_signbit(y) != __builtin_signbit(want))) { \
		/* glibc's remainder gives -0 rounding down (IEEE says x's sign) */ \
		bad(!report || mode == 'N', "exact zero (sign) mismatch");                    \
		return;                                                                       \
	}                                                                                 \
	k = scale((long double)(T)(y - want), -ue) - d / 0x1p20L;                          \
	err = k < 0 ? -k : k;                                                             \
	if (mode == 'N' && err > maxerr) {                                                \
		maxerr = err;                                                                 \
		snprintf(worst, sizeof worst, "%s", line);                                    \
		worst[strcspn(worst, "\n")] = 0;                                              \
	}                                                                                 \
	if (ulps <= 0.5 ? memcmp(&y, &want, sizeof(T) == 16 && LDBL_MANT_DIG == 64 ? 10 : sizeof(T)) : err > ulps) {     \
		snprintf(msg, sizeof msg, "%s error %.3Lf ulp > %g", what, err, ulps);         \
		if (report) ninacc++;                                                         \
		bad(!report, msg);                                                            \
	}                                                                                 \
}

typedef long double ldouble;
CHECK_REAL(float)
CHECK_REAL(double)
CHECK_REAL(ldouble)

static void check_int(long long got, char **s)
{
	char msg[64];
	long long want;
	while (**s == ' ') (*s)++;
	if (**s == '*') { (*s)++; return; }
	if ((*s)[0] == 'B') {
		want = (*s)[1] == '0' ? FP_ILOGB0 : FP_ILOGBNAN;
		*s += 2;
	} else
		want = strtoll(*s, s, 10);
	/* The classification functions promise a sign (isinf) or a truth
	 * value, not a particular number. */
	if (fn->kind == K_I_R && strncmp(fn->name, "ilogb", 5))
		got = (got > 0) - (got < 0);
	if (got != want) {
		snprintf(msg, sizeof msg, "got %lld, want %lld", got, want);
		bad(1, msg);
	}
}

/* remquo: the sign and the low three bits of the quotient. */
static void check_quo(int got, long want, int nan)
{
	char msg[64];
	long ag = got < 0 ? -(long)got : got, aw = want < 0 ? -want : want;
	if (nan || ((ag & 7) == (aw & 7) && (!(aw & 7) || (got < 0) == (want < 0)))) return;
	snprintf(msg, sizeof msg, "quotient %d, want %ld (mod 8, sign)", got, want);
	bad(1, msg);
}

#define RUN_TYPE(T, get)                                                              \
static void run_##T(char *s, char mode)                                               \
{                                                                                     \
	T x[3] = { 0, 0, 0 }, y = 0, y2 = 0, want;                                        \
	long long iv = 0;                                                                 \
	long n = 0, d, ue, aux;                                                           \
	int q = 0, e = 0, got, err, i, nr;                                                \
	nr = fn->kind == K_R_RR || fn->kind == K_R_RRPI || fn->kind == K_R_RLD ? 2 : fn->kind == K_R_RRR ? 3 : 1; \
	if (fn->kind == K_R_IR) n = dec(&s);                                              \
	for (i = 0; i < nr; i++) x[i] = get(&s);                                          \
	if (fn->kind == K_R_RI || fn->kind == K_R_RL) n = dec(&s);                        \
	skipto(&s, '=');                                                                  \
	if (set_mode(mode)) { bad(1, "fesetround failed"); return; }                      \
	errno = 0;                                                                        \
	feclearexcept(FE_ALL_EXCEPT);                                                     \
	switch (fn->kind) {                                                               \
	case K_R_R: y = ((T (*)(T))fn->f)(x[0]); break;                                   \
	case K_R_RR: y = ((T (*)(T, T))fn->f)(x[0], x[1]); break;                         \
	case K_R_RLD: y = ((T (*)(T, long double))fn->f)(x[0], x[1]); break;              \
	case K_R_RRR: y = ((T (*)(T, T, T))fn->f)(x[0], x[1], x[2]); break;               \
	case K_R_RI: y = ((T (*)(T, int))fn->f)(x[0], (int)n); break;                     \
	case K_R_RL: y = ((T (*)(T, long))fn->f)(x[0], n); break;                         \
	case K_R_IR: y = ((T (*)(int, T))fn->f)((int)n, x[0]); break;                     \
	case K_I_R: iv = ((int (*)(T))fn->f)(x[0]); break;                                \
	case K_L_R: iv = ((long (*)(T))fn->f)(x[0]); break;                               \
	case K_LL_R: iv = ((long long (*)(T))fn->f)(x[0]); break;                         \
	case K_R_RPI: y = ((T (*)(T, int *))fn->f)(x[0], &q); break;                      \
	case K_R_RRPI: y = ((T (*)(T, T, int *))fn->f)(x[0], x[1], &q); break;            \
	case K_R_RPR: y = ((T (*)(T, T *))fn->f)(x[0], &y2); break;                       \
	case K_V_RPRPR: ((void (*)(T, T *, T *))fn->f)(x[0], &y, &y2); break;             \
	}                                                                                 \
	got = fetestexcept(FE_ALL_EXCEPT);                                                \
	err = errno;                                                                      \
	fesetround(FE_TONEAREST);                                                         \
	for (i = 0, e = 0; i < 5; i++) if (got & fe_flag[i]) e |= 1 << i;                  \
	if (fn->kind == K_I_R || fn->kind == K_L_R || fn->kind == K_LL_R) {               \
		check_int(iv, &s);                                                            \
	} else {                                                                          \
		want = get(&s); d = get_d_field(&s); ue = dec(&s);                            \
		check_##T(y, want, d, ue, "", mode);                                          \
		if (fn->kind == K_R_RPI || fn->kind == K_R_RRPI) {                            \
			while (*s == ' ') s++;                                                    \
			if (*s == '*') s++;                                                       \
			else {                                                                    \
				aux = dec(&s);                                                        \
				if (fn->kind == K_R_RRPI) check_quo(q, aux, want != want);            \
				else if (q != aux) bad(1, "integer output mismatch");                 \
			}                                                                         \
		} else if (fn->kind == K_R_RPR) {                                             \
			T w2 = get(&s);                                                           \
			if (memcmp(&y2, &w2, sizeof(T) == 16 && LDBL_MANT_DIG == 64 ? 10 : sizeof(T)) && !(y2 != y2 && w2 != w2)) \
				bad(1, "second output mismatch");                                     \
		} else if (fn->kind == K_V_RPRPR) {                                           \
			want = get(&s); d = get_d_field(&s); ue = dec(&s);                        \
			check_##T(y2, want, d, ue, "second output", mode);                              \
		}                                                                             \
	}                                                                                 \
	while (*s == ' ') s++;                                                            \
	if (strlen(s) < 5) { fprintf(stderr, "libm-run: line %ld: no flags\n", lineno); exit(2); } \
	check_flags(e, s);                                                                \
	check_errno(err, s, mode);                                                              \
}

RUN_TYPE(float, get_f)
RUN_TYPE(double, get_d)
RUN_TYPE(ldouble, get_l)

int main(int argc, char **argv)
{
	FILE *f;
	size_t i;
	if (argc < 3 || argc > 4 || (argc == 4 && strcmp(argv[3], "--report"))) {
		fprintf(stderr, "usage: libm-run NAME FILE [--report]\n");
		return 2;
	}
	report = argc == 4;
	for (i = 0; i < sizeof fns / sizeof *fns; i++)
		if (!strcmp(fns[i].name, argv[1])) fn = &fns[i];
	if (!fn) { printf("libm-run: %s: not in this build's table\n", argv[1]); return 77; }
	ulps = fn->ulps;
	if (LDBL_MANT_DIG == 113 && fn->type == T_L && fn->errno_checked & 2)
		ulps = LD128_REDUCED_ULPS;
	if (!(f = fopen(argv[2], "r"))) { perror(argv[2]); return 2; }
	while (fgets(line, sizeof line, f)) {
		lineno++;
		if (line[0] == '#' || line[0] == '\n') continue;
		ncases++;
		switch (fn->type) {
		case T_F: run_float(line + 1, line[0]); break;
		case T_D: run_double(line + 1, line[0]); break;
		default: run_ldouble(line + 1, line[0]); break;
		}
	}
	fclose(f);
	printf("%s: %ld cases, max error %.3f ulp, %d failures%s\n", fn->name, ncases, maxerr, nfail,
		report && ninacc ? " (accuracy reported only)" : "");
	printf("RESULT %s %ld %.3f %d %d %s\n", fn->name, ncases, maxerr, nfail, ninacc, worst[0] ? worst : "-");
	return nfail ? 1 : 0;
}

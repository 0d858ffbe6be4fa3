/* Writes the long double tables and constants of libc/src/math (host
 * tool, MPFR), for the x87 80-bit format (p = 64) and binary128 (113):
 *
 *   mathtabl consts 64  > libc/src/internal/libm_ld80.h
 *   mathtabl consts 113 > libc/src/internal/libm_ld128.h
 *   mathtabl exp        > libc/src/math/__expl_data.c
 *   mathtabl log        > libc/src/math/__logl_data.c
 *   mathtabl pio2       > libc/src/math/__pio2l_data.c
 *   mathtabl atan       > libc/src/math/__atanl_data.c
 *
 * cc -O2 -o mathtabl libc/tools/mathtabl.c -lmpfr -lgmp
 * The outputs are committed; this documents where each number comes from.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpfr.h>

#define PREC 600

/* v rounded to p bits, printed as a long double literal. */
static void put(const char *pre, mpfr_t v, int p, const char *post)
{
	mpfr_t t;
	mpfr_init2(t, p);
	mpfr_set(t, v, MPFR_RNDN);
	if (mpfr_zero_p(t))
		mpfr_printf("%s0.0L%s", pre, post);
	else
		mpfr_printf("%s%RaL%s", pre, t, post);
	mpfr_clear(t);
}

/* hi = v rounded to BITS bits (so that small multiples of it are exact),
 * v -= hi. */
static void take(mpfr_t v, mpfr_t hi, int bits)
{
	mpfr_set_prec(hi, bits);
	mpfr_set(hi, v, MPFR_RNDN);
	mpfr_sub(v, v, hi, MPFR_RNDN);
}

/* NAME_HI, NAME_LO: v as a sum of two p-bit numbers. */
static void def2(const char *name, mpfr_t v, int p)
{
	mpfr_t r, h;
	mpfr_inits2(PREC, r, h, (mpfr_ptr)0);
	mpfr_set(r, v, MPFR_RNDN);
	take(r, h, p);
	printf("#define %s_HI ", name);
	put("", h, p, "\n");
	printf("#define %s_LO ", name);
	put("", r, p, "\n");
	mpfr_clears(r, h, (mpfr_ptr)0);
}

/* NAME_1 with p - SHORT bits, so that its product by an integer below
 * 2^SHORT is exact, then NAME_2 with p - SHORT2 bits and NAME_3 with p. */
static void def3(const char *name, mpfr_t v, int p, int shrt, int shrt2)
{
	mpfr_t r, h;
	mpfr_inits2(PREC, r, h, (mpfr_ptr)0);
	mpfr_set(r, v, MPFR_RNDN);
	take(r, h, p - shrt);
	printf("#define %s_1 ", name);
	put("", h, p, "\n");
	take(r, h, p - shrt2);
	printf("#define %s_2 ", name);
	put("", h, p, "\n");
	printf("#define %s_3 ", name);
	put("", r, p, "\n");
	mpfr_clears(r, h, (mpfr_ptr)0);
}

static void gen_consts(int p)
{
	mpfr_t v, ln2, pi;
	mpfr_inits2(PREC, v, ln2, pi, (mpfr_ptr)0);
	mpfr_const_log2(ln2, MPFR_RNDN);
	mpfr_const_pi(pi, MPFR_RNDN);
	printf("/* Constants of the long double kernels for the %d-bit significand\n"
	       " * (libc/tools/mathtabl.c consts %d); libm_ld.h includes it. */\n\n", p, p);
	/* exp: k = round(x * 128/ln2) has |k| < 2^22; k ln2/128 in two exact
	 * products and a rounded one */
	mpfr_ui_div(v, 128, ln2, MPFR_RNDN);
	printf("#define EXPL_INVL ");
	put("", v, p, "\n");
	mpfr_div_ui(v, ln2, 128, MPFR_RNDN);
	def3("EXPL_L", v, p, 23, 23);
	/* log: e * ln2 with |e| < 2^15 */
	def3("LOGL_LN2", ln2, p, 16, 0);
	def2("LN2L", ln2, p);
	mpfr_ui_div(v, 1, ln2, MPFR_RNDN);
	def2("LOG2EL", v, p);
	mpfr_set_ui(v, 10, MPFR_RNDN);
	mpfr_log(v, v, MPFR_RNDN);
	def2("LN10L", v, p);
	mpfr_ui_div(v, 1, v, MPFR_RNDN);
	def2("LOG10EL", v, p);
	mpfr_set_ui(v, 2, MPFR_RNDN);
	mpfr_log10(v, v, MPFR_RNDN);
	def2("LOG10_2L", v, p);
	mpfr_set_ui(v, 1, MPFR_RNDN);
	mpfr_div_ui(v, v, 3, MPFR_RNDN);
	def2("THIRDL", v, p);
	/* pi/2 for Cody-Waite with n < 2^24, 2/pi for n */
	mpfr_div_ui(v, pi, 2, MPFR_RNDN);
	def3("PIO2L", v, p, 24, 0);
	def2("PIO2LD", v, p);
	mpfr_ui_div(v, 2, pi, MPFR_RNDN);
	printf("#define INVPIO2L ");
	put("", v, p, "\n");
	def2("PIL", pi, p);
	mpfr_div_ui(v, pi, 4, MPFR_RNDN);
	def2("PIO4L", v, p);
	/* Taylor coefficients; the degrees keep the truncation below
	 * 2^-(p+10) of exp's, 2^-(p+18) of log1p's (both relative to r, for
	 * expm1 and pow) and 2^-(p+6) of sin's and cos's on their intervals. */
	int edeg = p == 64 ? 7 : 12, ldeg = p == 64 ? 12 : 19, sdeg = p == 64 ? 19 : 29, cdeg = p == 64 ? 20 : 30;
	printf("\n/* 1/n!, n = 2..%d: e^r - 1 - r for |r| <= 2^-8.5 */\n#define EXPL_DEG %d\n#define EXPL_POLY {", edeg, edeg);
	mpfr_set_ui(v, 1, MPFR_RNDN);
	for (int n = 2; n <= edeg; n++) {
		mpfr_div_ui(v, v, n, MPFR_RNDN);
		put(n > 2 ? ", " : " ", v, p, "");
	}
	printf(" }\n/* (-1)^(n+1)/n, n = 4..%d: log1p(r) for |r| <= 2^-7 */\n#define LOGL_DEG %d\n#define LOGL_POLY {", ldeg, ldeg);
	for (int n = 4; n <= ldeg; n++) {
		mpfr_set_si(v, n & 1 ? 1 : -1, MPFR_RNDN);
		mpfr_div_ui(v, v, n, MPFR_RNDN);
		put(n > 4 ? ", " : " ", v, p, "");
	}
	printf(" }\n/* (-1)^k/(2k+1)!, 2k+1 = 3..%d: sin(x) for |x| <= pi/4 */\n#define SINL_DEG %d\n#define SINL_POLY {", sdeg, sdeg);
	mpfr_set_ui(v, 1, MPFR_RNDN);
	for (int n = 2; n <= sdeg; n++) {
		mpfr_div_si(v, v, n & 1 ? -n : n, MPFR_RNDN);
		if (n & 1)
			put(n > 3 ? ", " : " ", v, p, "");
	}
	printf(" }\n/* (-1)^k/(2k)!, 2k = 4..%d: cos(x) for |x| <= pi/4 */\n#define COSL_DEG %d\n#define COSL_POLY {", cdeg, cdeg);
	mpfr_set_ui(v, 1, MPFR_RNDN);
	for (int n = 1; n <= cdeg; n++) {
		mpfr_div_si(v, v, n & 1 ? n : -n, MPFR_RNDN);
		if (!(n & 1) && n >= 4)
			put(n > 4 ? ", " : " ", v, p, "");
	}
	int adeg = p == 64 ? 11 : 19;
	printf(" }\n/* (-1)^k/(2k+1), 2k+1 = 3..%d: atan(u) for |u| <= 2^-7 */\n#define ATANL_DEG %d\n#define ATANL_POLY {", adeg, adeg);
	for (int n = 3; n <= adeg; n += 2) {
		mpfr_set_si(v, n & 2 ? -1 : 1, MPFR_RNDN);
		mpfr_div_ui(v, v, n, MPFR_RNDN);
		put(n > 3 ? ", " : " ", v, p, "");
	}
	printf(" }\n");
	/* erf and erfc: 2/sqrt(pi), 1/sqrt(pi); the continued fraction of
	 * erfc(x) e^(x^2) needs about A/x^2 + B steps for 2^-(p+12)
	 * (counted with mpmath at x = 2 and 4, 3 steps of margin) */
	printf("\n");
	mpfr_sqrt(v, pi, MPFR_RNDN);
	mpfr_ui_div(v, 2, v, MPFR_RNDN);
	def2("TWO_SQRTPIL", v, p);
	mpfr_div_ui(v, v, 2, MPFR_RNDN);
	def2("INV_SQRTPIL", v, p);
	printf("#define ERFCL_CF_A %d\n#define ERFCL_CF_B %d\n", p == 64 ? 190 : 495, p == 64 ? 9 : 14);
	/* erf(x) = 2x/sqrt(pi) sum (-1)^n x^2n / (n! (2n+1)) for |x| < 1/2:
	 * the third term as a pair, those from n = 3 on to 2^-(p+8) */
	int fdeg = p == 64 ? 15 : 23;
	mpfr_set_ui(v, 1, MPFR_RNDN);
	mpfr_div_ui(v, v, 10, MPFR_RNDN);
	def2("ERFL_C2", v, p);
	printf("/* (-1)^n/(n! (2n+1)), n = 3..%d */\n#define ERFL_DEG %d\n#define ERFL_POLY {", fdeg, fdeg);
	mpfr_set_ui(v, 1, MPFR_RNDN);
	for (int n = 1; n <= fdeg; n++) {
		mpfr_div_si(v, v, -n, MPFR_RNDN);
		if (n >= 3) {
			mpfr_t w;
			mpfr_init2(w, PREC);
			mpfr_div_ui(w, v, 2 * n + 1, MPFR_RNDN);
			put(n > 3 ? ", " : " ", w, p, "");
			mpfr_clear(w);
		}
	}
	printf(" }\n");
	/* lgamma: log(pi), log(2 pi)/2; lgamma(2 + d) = (1 - gamma) d +
	 * sum (-1)^k (zeta(k) - 1)/k d^k, to 2^-(p+12) of lgamma(1.5) at
	 * |d| = 1/2; Stirling's series B_2k/(2k(2k-1) x^(2k-1)) from X0 on,
	 * to 2^-(p+12) of lgamma(X0) (terms counted with mpmath) */
	mpfr_log(v, pi, MPFR_RNDN);
	def2("LOG_PIL", v, p);
	mpfr_mul_2ui(v, pi, 1, MPFR_RNDN);
	mpfr_log(v, v, MPFR_RNDN);
	mpfr_div_2ui(v, v, 1, MPFR_RNDN);
	def2("HLOG_2PIL", v, p);
	mpfr_const_euler(v, MPFR_RNDN);
	mpfr_ui_sub(v, 1, v, MPFR_RNDN);
	def2("LGAMMAL_C1", v, p);
	mpfr_zeta_ui(v, 2, MPFR_RNDN);
	mpfr_sub_ui(v, v, 1, MPFR_RNDN);
	mpfr_div_ui(v, v, 2, MPFR_RNDN);
	def2("LGAMMAL_C2", v, p);
	mpfr_zeta_ui(v, 3, MPFR_RNDN);
	mpfr_sub_ui(v, v, 1, MPFR_RNDN);
	mpfr_div_si(v, v, -3, MPFR_RNDN);
	def2("LGAMMAL_C3", v, p);
	int gdeg = p == 64 ? 36 : 61, sk = p == 64 ? 11 : 20;
	printf("/* (-1)^k (zeta(k) - 1)/k, k = 4..%d */\n#define LGAMMAL_DEG %d\n#define LGAMMAL_POLY {", gdeg, gdeg);
	for (int k = 4; k <= gdeg; k++) {
		mpfr_zeta_ui(v, k, MPFR_RNDN);
		mpfr_sub_ui(v, v, 1, MPFR_RNDN);
		mpfr_div_si(v, v, k & 1 ? -k : k, MPFR_RNDN);
		put(k > 4 ? ", " : " ", v, p, "");
	}
	/* B_2k = (-1)^(k+1) 2 (2k)! zeta(2k) / (2 pi)^2k */
	printf(" }\n/* B_2k/(2k(2k-1)), k = 1..%d, from x = LGAMMAL_X0 on */\n#define LGAMMAL_X0 %d\n#define LGAMMAL_NST %d\n#define LGAMMAL_ST {", sk, p == 64 ? 12 : 18, sk);
	{
		mpfr_t w;
		mpfr_init2(w, PREC);
		for (int k = 1; k <= sk; k++) {
			mpfr_zeta_ui(v, 2 * k, MPFR_RNDN);
			mpfr_fac_ui(w, 2 * k, MPFR_RNDN);
			mpfr_mul(v, v, w, MPFR_RNDN);
			mpfr_mul_2ui(v, v, 1, MPFR_RNDN);
			mpfr_mul_2ui(w, pi, 1, MPFR_RNDN);
			mpfr_pow_ui(w, w, 2 * k, MPFR_RNDN);
			mpfr_div(v, v, w, MPFR_RNDN);
			mpfr_div_ui(v, v, 2 * k * (2 * k - 1), MPFR_RNDN);
			if (!(k & 1))
				mpfr_neg(v, v, MPFR_RNDN);
			put(k > 1 ? ", " : " ", v, p, "");
		}
		mpfr_clear(w);
	}
	printf(" }\n");
	mpfr_clears(v, ln2, pi, (mpfr_ptr)0);
}

/* 2^(j/128), j = 0..127, as hi + lo in each format. */
static void gen_exp(void)
{
	mpfr_t v, h;
	mpfr_inits2(PREC, v, h, (mpfr_ptr)0);
	puts("#include \"libm_ld.h\"\n");
	puts("/* 2^(j/128) = hi + lo, j = 0..127 (libc/tools/mathtabl.c exp). */");
	puts("const long double __expl_tab[2 * EXPL_N] = {");
	for (int f = 0; f < 2; f++) {
		int p = f ? 113 : 64;
		printf("#%s LDBL_MANT_DIG == %d\n", f ? "elif" : "if", p);
		for (int j = 0; j < 128; j++) {
			mpfr_set_si(v, j, MPFR_RNDN);
			mpfr_div_ui(v, v, 128, MPFR_RNDN);
			mpfr_exp2(v, v, MPFR_RNDN);
			take(v, h, p);
			put("\t", h, p, ", ");
			put("", v, p, ",\n");
		}
	}
	puts("#endif\n};");
	mpfr_clears(v, h, (mpfr_ptr)0);
}

/* atan(i/64), i = 0..64, as hi + lo in each format. */
static void gen_atan(void)
{
	mpfr_t v, h;
	mpfr_inits2(PREC, v, h, (mpfr_ptr)0);
	puts("#include \"libm_ld.h\"\n");
	puts("/* atan(i/64) = hi + lo, i = 0..64 (libc/tools/mathtabl.c atan). */");
	puts("const long double __atanl_tab[2 * (ATANL_N + 1)] = {");
	for (int f = 0; f < 2; f++) {
		int p = f ? 113 : 64;
		printf("#%s LDBL_MANT_DIG == %d\n", f ? "elif" : "if", p);
		for (int i = 0; i <= 64; i++) {
			mpfr_set_ui(v, i, MPFR_RNDN);
			mpfr_div_ui(v, v, 64, MPFR_RNDN);
			mpfr_atan(v, v, MPFR_RNDN);
			take(v, h, p);
			put("\t", h, p, ", ");
			put("", v, p, ",\n");
		}
	}
	puts("#endif\n};");
	mpfr_clears(v, h, (mpfr_ptr)0);
}

/* The log table: x = 2^e m, m in [1, 2), i = the top 7 bits of m's
 * fraction. invc is 1/(interval centre) with 10 significant bits, and
 * -log(invc) as hi + lo; from i = LOGL_FOLD on (m >= 1.4140625) m is taken
 * as 2 * (m/2) so that x just below 1 has e = 0 and a small log: there
 * the entry holds -log(2 invc), and the last interval (m >= 2 - 1/128)
 * has invc = 1/2, log 0, like the first (invc = 1): near 1 the sum has
 * no cancellation. */
static void gen_log(void)
{
	mpfr_t v, c, h;
	mpfr_inits2(PREC, v, h, (mpfr_ptr)0);
	mpfr_init2(c, 10);
	puts("#include \"libm_ld.h\"\n");
	puts("/* invc, -log(invc) as hi + lo, for 128 intervals of [1, 2)\n"
	     " * (libc/tools/mathtabl.c log; -log(2 invc) from LOGL_FOLD on). */");
	puts("const long double __logl_tab[3 * LOGL_N] = {");
	for (int f = 0; f < 2; f++) {
		int p = f ? 113 : 64;
		printf("#%s LDBL_MANT_DIG == %d\n", f ? "elif" : "if", p);
		for (int i = 0; i < 128; i++) {
			if (i == 0)
				mpfr_set_ui(c, 1, MPFR_RNDN);
			else if (i == 127)
				mpfr_set_d(c, 0.5, MPFR_RNDN);
			else {
				mpfr_set_d(v, 1 + (i + 0.5) / 128, MPFR_RNDN);
				mpfr_ui_div(c, 1, v, MPFR_RNDN);
			}
			mpfr_set(v, c, MPFR_RNDN);
			if (i >= 53)
				mpfr_mul_2si(v, v, 1, MPFR_RNDN);
			mpfr_log(v, v, MPFR_RNDN);
			mpfr_neg(v, v, MPFR_RNDN);
			put("\t", c, p, ", ");
			take(v, h, p);
			put("", h, p, ", ");
			put("", v, p, ",\n");
		}
	}
	puts("#endif\n};");
	mpfr_clears(v, h, c, (mpfr_ptr)0);
}

/* 2/pi in binary, 64 bits a word from the point on, enough for the
 * largest long double exponent (16383) plus 64 + 256 bits. */
static void gen_pio2(void)
{
	int words = 264;
	mpfr_t v;
	mpz_t z, w;
	mpfr_init2(v, 64 * words + 64);
	mpz_inits(z, w, (mpz_ptr)0);
	mpfr_const_pi(v, MPFR_RNDN);
	mpfr_ui_div(v, 2, v, MPFR_RNDZ);
	mpfr_mul_2si(v, v, 64 * words, MPFR_RNDZ);
	mpfr_get_z(z, v, MPFR_RNDZ);
	puts("#include \"libm_ld.h\"\n");
	puts("/* 2/pi in binary, 64 bits a word from the point on\n"
	     " * (libc/tools/mathtabl.c pio2). */");
	printf("const uint64_t __two_over_pi_l[PIO2L_WORDS] = {\n");
	for (int k = 0; k < words; k++) {
		mpz_fdiv_q_2exp(w, z, 64 * (words - 1 - k));
		mpz_fdiv_r_2exp(w, w, 64);
		printf("%s0x%016llxULL,%s", k % 3 ? " " : "\t", (unsigned long long)mpz_get_ui(w),
			k % 3 == 2 || k == words - 1 ? "\n" : "");
	}
	puts("};");
	mpz_clears(z, w, (mpz_ptr)0);
	mpfr_clear(v);
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "consts")) gen_consts(atoi(argv[2]));
	else if (argc == 2 && !strcmp(argv[1], "exp")) gen_exp();
	else if (argc == 2 && !strcmp(argv[1], "log")) gen_log();
	else if (argc == 2 && !strcmp(argv[1], "pio2")) gen_pio2();
	else if (argc == 2 && !strcmp(argv[1], "atan")) gen_atan();
	else {
		fputs("usage: mathtabl consts 64|113 | exp | log | pio2 | atan\n", stderr);
		return 2;
	}
	return 0;
}

/* Writes the tables of libc/src/math (host tool, MPFR):
 *
 *   mathtab exp   > libc/src/math/__exp_data.c
 *   mathtab log   > libc/src/math/__log_data.c
 *   mathtab pio2  > libc/src/math/__pio2_data.c
 *   mathtab atan  > libc/src/math/__atan_data.c
 *
 * cc -O2 -o mathtab libc/tools/mathtab.c -lmpfr -lgmp
 * The tables are committed; this documents where each entry comes from.
 */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <mpfr.h>

#define PREC 400

/* hi = v rounded to 53 bits, lo = (v - hi) rounded. */
static void split(mpfr_t v, double *hi, double *lo)
{
	mpfr_t t;
	mpfr_init2(t, PREC);
	*hi = mpfr_get_d(v, MPFR_RNDN);
	mpfr_sub_d(t, v, *hi, MPFR_RNDN);
	*lo = mpfr_get_d(t, MPFR_RNDN);
	if (*hi == 0) *hi = 0, *lo = 0; /* -log(1) is +0 */
	mpfr_clear(t);
}

/* 2^(j/128), j = 0..127, as hi + lo. */
static void gen_exp(void)
{
	mpfr_t v;
	mpfr_init2(v, PREC);
	puts("#include \"libm_dd.h\"\n");
	puts("/* 2^(j/128) = hi + lo, j = 0..127 (libc/tools/mathtab.c exp). */");
	puts("const double __exp_tab[2 * EXP_N] = {");
	for (int j = 0; j < 128; j++) {
		double hi, lo;
		mpfr_set_si(v, j, MPFR_RNDN);
		mpfr_div_ui(v, v, 128, MPFR_RNDN);
		mpfr_exp2(v, v, MPFR_RNDN);
		split(v, &hi, &lo);
		printf("\t%a, %a,\n", hi, lo);
	}
	puts("};");
	mpfr_clear(v);
}

/* The log table: interval i holds the z whose bits lie in
 * [LOG_OFF + i*2^45, LOG_OFF + (i+1)*2^45). invc is 1/(interval centre)
 * with at most 32 significant bits, so that z's top 21 bits times invc is
 * exact; logc = -log(invc) exactly as hi + lo. The interval holding 1.0
 * gets invc = 1, logc = 0, so log near 1 has no cancellation. */
static void gen_log(void)
{
	const uint64_t off = 0x3fe6900000000000ULL;
	mpfr_t v, c;
	mpfr_init2(v, PREC);
	mpfr_init2(c, 32);
	puts("#include \"libm_dd.h\"\n");
	puts("/* invc, -log(invc) as hi + lo (libc/tools/mathtab.c log). */");
	puts("const double __log_tab[3 * LOG_N] = {");
	for (uint64_t i = 0; i < 128; i++) {
		uint64_t a = off + (i << 45), b = off + ((i + 1) << 45);
		double da, db, invc, hi, lo;
		memcpy(&da, &a, 8);
		memcpy(&db, &b, 8);
		if (da <= 1.0 && 1.0 < db) {
			invc = 1.0;
		} else {
			mpfr_set_d(v, da, MPFR_RNDN);
			mpfr_add_d(v, v, db, MPFR_RNDN);
			mpfr_div_ui(v, v, 2, MPFR_RNDN);
			mpfr_ui_div(c, 1, v, MPFR_RNDN);
			invc = mpfr_get_d(c, MPFR_RNDN);
		}
		mpfr_set_d(v, invc, MPFR_RNDN);
		mpfr_log(v, v, MPFR_RNDN);
		mpfr_neg(v, v, MPFR_RNDN);
		split(v, &hi, &lo);
		printf("\t%a, %a, %a,\n", invc, hi, lo);
	}
	puts("};");
	mpfr_clear(v);
	mpfr_clear(c);
}

/* The bits of 2/pi, 64 a word, most significant first: word k holds the
 * bits of weight 2^(-64k-1) .. 2^(-64k-64). */
static void gen_pio2(void)
{
	mpfr_t v;
	mpz_t z;
	int words = 20;
	mpfr_init2(v, 64 * words + 64);
	mpz_init(z);
	mpfr_const_pi(v, MPFR_RNDN);
	mpfr_ui_div(v, 2, v, MPFR_RNDZ);
	mpfr_mul_2si(v, v, 64 * words, MPFR_RNDZ);
	mpfr_get_z(z, v, MPFR_RNDZ);
	puts("#include \"libm_dd.h\"\n");
	puts("/* 2/pi in binary, 64 bits a word from the point on\n"
	     " * (libc/tools/mathtab.c pio2). */");
	printf("const uint64_t __two_over_pi[%d] = {\n", words);
	for (int k = 0; k < words; k++) {
		mpz_t w;
		mpz_init(w);
		mpz_fdiv_q_2exp(w, z, 64 * (words - 1 - k));
		mpz_fdiv_r_2exp(w, w, 64);
		printf("\t0x%016llxULL,\n", (unsigned long long)mpz_get_ui(w));
		mpz_clear(w);
	}
	puts("};");
	mpz_clear(z);
	mpfr_clear(v);
}

/* atan(i/64), i = 0..64, as hi + lo. */
static void gen_atan(void)
{
	mpfr_t v;
	mpfr_init2(v, PREC);
	puts("#include \"libm_dd.h\"\n");
	puts("/* atan(i/64) = hi + lo, i = 0..64 (libc/tools/mathtab.c atan). */");
	puts("const double __atan_tab[2 * (ATAN_N + 1)] = {");
	for (int i = 0; i <= 64; i++) {
		double hi, lo;
		mpfr_set_ui(v, i, MPFR_RNDN);
		mpfr_div_ui(v, v, 64, MPFR_RNDN);
		mpfr_atan(v, v, MPFR_RNDN);
		split(v, &hi, &lo);
		printf("\t%a, %a,\n", hi, lo);
	}
	puts("};");
	mpfr_clear(v);
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "exp")) gen_exp();
	else if (argc == 2 && !strcmp(argv[1], "log")) gen_log();
	else if (argc == 2 && !strcmp(argv[1], "pio2")) gen_pio2();
	else if (argc == 2 && !strcmp(argv[1], "atan")) gen_atan();
	else {
		fputs("usage: mathtab exp|log|pio2|atan\n", stderr);
		return 2;
	}
	return 0;
}

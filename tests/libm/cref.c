/* libm-cref: reads libm-crun's lines for one function on stdin, computes
 * each result with MPC (GNU MPC, 256 bits) and prints the largest error
 * of each component in ulps of the function's type, with the argument
 * that gave it. Host tool (-lmpc -lmpfr -lgmp).
 *
 *   libm-cref NAME FORMAT [BOUND]     FORMAT f32, f64, ld80 or ld128
 *
 * With BOUND, exits 1 when either component's error exceeds it. Last
 * line: "CRESULT name cases max_re max_im". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <mpc.h>

#define PREC 256

static int prec, emin;          /* the format's precision and minimum exponent */

/* Error of got against ref, in ulps of the format (subnormal ulps below
 * the normal range; an infinity against a finite reference that rounds
 * to it counts 0). */
static double ulps(mpfr_t got, mpfr_t ref)
{
	mpfr_t d, u, t;
	double r;
	if (mpfr_nan_p(ref)) return mpfr_nan_p(got) ? 0 : 1e300;
	if (mpfr_nan_p(got)) return 1e300;
	mpfr_inits2(PREC, d, u, t, (mpfr_ptr)0);
	if (mpfr_inf_p(got)) {
		/* the reference rounded to the format: overflow gives inf */
		mpfr_set(t, ref, MPFR_RNDN);
		mpfr_prec_round(t, prec, MPFR_RNDN);
		long emax = prec == 24 ? 128 : prec == 53 ? 1024 : 16384;
		int same = mpfr_inf_p(ref) ? mpfr_equal_p(got, ref)
			: mpfr_get_exp(t) > emax && mpfr_sgn(t) == mpfr_sgn(got);
		mpfr_clears(d, u, t, (mpfr_ptr)0);
		return same ? 0 : 1e300;
	}
	if (mpfr_inf_p(ref)) { mpfr_clears(d, u, t, (mpfr_ptr)0); return 1e300; }
	long e = mpfr_zero_p(ref) ? emin : mpfr_get_exp(ref);   /* ref in [2^(e-1), 2^e) */
	if (e < emin) e = emin;
	mpfr_set_ui_2exp(u, 1, e - prec, MPFR_RNDN);
	mpfr_sub(d, got, ref, MPFR_RNDN);
	mpfr_div(d, d, u, MPFR_RNDN);
	r = fabs(mpfr_get_d(d, MPFR_RNDN));
	mpfr_clears(d, u, t, (mpfr_ptr)0);
	return r;
}


int main(int argc, char **argv)
{
	if (argc < 3) { fprintf(stderr, "usage: libm-cref NAME FORMAT [BOUND]\n"); return 2; }
	char name[32];
	const char *fmt = argv[2];
	double bound = argc > 3 ? atof(argv[3]) : 0;
	snprintf(name, sizeof name, "%s", argv[1]);
	prec = !strcmp(fmt, "f32") ? 24 : !strcmp(fmt, "f64") ? 53 : !strcmp(fmt, "ld80") ? 64 : 113;
	/* mpfr_get_exp convention: normal numbers in [2^(emin-1), 2^emin)... */
	emin = prec == 24 ? -125 : prec == 53 ? -1021 : -16381;
	/* the base name: drop a trailing f or l */
	size_t n = strlen(name);
	if (name[n - 1] == 'f' || name[n - 1] == 'l') name[n - 1] = 0;
	int pw = !strcmp(name, "cpow"), real = !strcmp(name, "cabs") || !strcmp(name, "carg");
	mpc_t z, w, r;
	mpfr_t gre, gim;
	mpc_init2(z, PREC); mpc_init2(w, PREC); mpc_init2(r, PREC);
	mpfr_init2(gre, PREC); mpfr_init2(gim, PREC);
	char line[1024], worst_re[1024] = "", worst_im[1024] = "";
	double mre = 0, mim = 0;
	long cases = 0;
	while (fgets(line, sizeof line, stdin)) {
		char *p = line, *e;
		mpfr_t v[6];
		int k = pw ? 6 : 4;
		for (int i = 0; i < k; i++) {
			mpfr_init2(v[i], PREC);
			if (mpfr_strtofr(v[i], p, &e, 0, MPFR_RNDN), e == p) {
				fprintf(stderr, "libm-cref: bad line: %s", line);
				return 2;
			}
			p = e;
		}
		mpc_set_fr_fr(z, v[0], v[1], MPC_RNDNN);
		mpfr_set(gre, v[k - 2], MPFR_RNDN);
		mpfr_set(gim, v[k - 1], MPFR_RNDN);
		if (pw) mpc_set_fr_fr(w, v[2], v[3], MPC_RNDNN);
		if (!strcmp(name, "cexp")) mpc_exp(r, z, MPC_RNDNN);
		else if (!strcmp(name, "clog")) mpc_log(r, z, MPC_RNDNN);
		else if (!strcmp(name, "clog10")) mpc_log10(r, z, MPC_RNDNN);
		else if (!strcmp(name, "csqrt")) mpc_sqrt(r, z, MPC_RNDNN);
		else if (!strcmp(name, "csin")) mpc_sin(r, z, MPC_RNDNN);
		else if (!strcmp(name, "ccos")) mpc_cos(r, z, MPC_RNDNN);
		else if (!strcmp(name, "ctan")) mpc_tan(r, z, MPC_RNDNN);
		else if (!strcmp(name, "casin")) mpc_asin(r, z, MPC_RNDNN);
		else if (!strcmp(name, "cacos")) mpc_acos(r, z, MPC_RNDNN);
		else if (!strcmp(name, "catan")) mpc_atan(r, z, MPC_RNDNN);
		else if (!strcmp(name, "csinh")) mpc_sinh(r, z, MPC_RNDNN);
		else if (!strcmp(name, "ccosh")) mpc_cosh(r, z, MPC_RNDNN);
		else if (!strcmp(name, "ctanh")) mpc_tanh(r, z, MPC_RNDNN);
		else if (!strcmp(name, "casinh")) mpc_asinh(r, z, MPC_RNDNN);
		else if (!strcmp(name, "cacosh")) mpc_acosh(r, z, MPC_RNDNN);
		else if (!strcmp(name, "catanh")) mpc_atanh(r, z, MPC_RNDNN);
		else if (!strcmp(name, "cpow")) mpc_pow(r, z, w, MPC_RNDNN);
		else if (!strcmp(name, "cabs")) { mpc_abs(mpc_realref(r), z, MPFR_RNDN); mpfr_set_ui(mpc_imagref(r), 0, MPFR_RNDN); }
		else if (!strcmp(name, "carg")) { mpc_arg(mpc_realref(r), z, MPFR_RNDN); mpfr_set_ui(mpc_imagref(r), 0, MPFR_RNDN); }
		else { fprintf(stderr, "libm-cref: unknown function %s\n", name); return 2; }
		double ere = ulps(gre, mpc_realref(r)), eim = real ? 0 : ulps(gim, mpc_imagref(r));
		if (ere > mre) { mre = ere; snprintf(worst_re, sizeof worst_re, "%s", line); }
		if (eim > mim) { mim = eim; snprintf(worst_im, sizeof worst_im, "%s", line); }
		for (int i = 0; i < k; i++) mpfr_clear(v[i]);
		cases++;
	}
	if (mre > 0) printf("worst re %.3f: %s", mre, worst_re);
	if (mim > 0) printf("worst im %.3f: %s", mim, worst_im);
	printf("CRESULT %s %ld %.3f %.3f\n", argv[1], cases, mre, mim);
	return bound && (mre > bound || mim > bound) ? 1 : 0;
}

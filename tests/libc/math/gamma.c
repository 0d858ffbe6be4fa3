/* lgamma, lgamma_r, gamma, signgam and tgamma, each type: C11 F.10.5.3-4
 * special values (poles, infinities, NaN), the signs, values near the
 * zeros of lgamma at 1 and 2, the overflow thresholds, and tgamma's
 * subnormal results for negative x. */
#include "mcheck.h"

double gamma(double);

static volatile double inf = INFINITY, zero = 0.0;

int main(void)
{
	double nan_ = zero / zero;
	int s;

	CHECK_NEAR(lgamma(1.0), 0.0, 0);
	CHECK_NEAR(lgamma(2.0), 0.0, 0);
	CHECK_NEAR(lgamma(inf), INFINITY, 0);
	CHECK_NEAR(lgamma(-inf), INFINITY, 0);
	CHECK_NEAR(lgamma(nan_), NAN, 0);
	CHECK_EXC(lgamma(opq(0.0)), ERANGE, FE_DIVBYZERO);
	CHECK_NEAR(lgamma(opq(0.0)), INFINITY, 0);
	CHECK_EXC(lgamma(opq(-3.0)), ERANGE, FE_DIVBYZERO);
	CHECK_NEAR(lgamma(opq(-3.0)), INFINITY, 0);
	CHECK_NEAR(lgamma(0.5), 0.5723649429247000870717137, TOL_D);
	CHECK_NEAR(lgamma(1.5), -0.1207822376352452223455184, TOL_D);
	CHECK_NEAR(lgamma(3.0), 0.6931471805599453094172321, TOL_D);
	CHECK_NEAR(lgamma(10.5), 13.94062521940376363316124, TOL_D);
	CHECK_NEAR(lgamma(100.0), 359.134205369575398776044, TOL_D);
	CHECK_NEAR(lgamma(1e-5), 11.51291969289582570742083, TOL_D);
	CHECK_NEAR(lgamma(1e300), 6.897755278982137052053974e+302, TOL_D);
	/* relative accuracy next to the zeros at 1 and 2:
	 * lgamma(1 + d) = -euler d, lgamma(2 + d) = (1 - euler) d */
	CHECK_NEAR(lgamma(1 + 0x1p-40), -0x1p-40 * 0.5772156649015328606065, 0x1p-38L);
	CHECK_NEAR(lgamma(2 - 0x1p-40), -0x1p-40 * 0.4227843350984671393935, 0x1p-38L);
	CHECK_EXC(lgamma(opq(0x1p1020)), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(lgamma_r(-0.5, &s), 1.265512123484645396488946, TOL_D);
	CHECK_INT(s, -1);
	CHECK_NEAR(lgamma_r(-2.5, &s), -0.05624371649767405067259453, 0x1p-48L);
	CHECK_INT(s, -1);
	CHECK_NEAR(lgamma_r(-1e-5, &s), 11.51293123720912453944931, TOL_D);
	CHECK_INT(s, -1);
	CHECK_NEAR(lgamma_r(-1e-300, &s), 690.7755278982137051803383, TOL_D);
	CHECK_INT(s, -1);
	CHECK_NEAR(lgamma_r(-171.5, &s), -713.1430164116848367041193, TOL_D);
	CHECK_INT(s, 1);
	CHECK_NEAR(lgamma_r(5.5, &s), 3.957813967618716293877401, TOL_D);
	CHECK_INT(s, 1);
	signgam = 0;
	CHECK_NEAR(lgamma(-0.5), 1.265512123484645396488946, TOL_D);
	CHECK_INT(signgam, -1);
	signgam = 0;
	CHECK_NEAR(gamma(-0.5), 1.265512123484645396488946, TOL_D);
	CHECK_INT(signgam, -1);
	CHECK_NEAR(lgammaf(0.5f), 0.5723649429247000870717137f, TOL_F);
	CHECK_NEAR(lgammaf_r(-2.5f, &s), -0.05624371649767405067259453f, 0x1p-20L);
	CHECK_INT(s, -1);
	CHECK_NEAR(lgammal(0.5L), 0.5723649429247000870717137L, TOL_L);
	CHECK_NEAR(lgammal_r(-0.5L, &s), 1.265512123484645396488946L, TOL_L);
	CHECK_INT(s, -1);
	CHECK_NEAR(lgammal(1 + 0x1p-60L), -0x1p-60L * 0.5772156649015328606065L, 0x1p-36L);
#if LDBL_MAX_EXP > 1024
	CHECK_NEAR(lgammal(1e4000L), 9.209340371976182736071966e+4003L, 0x1p-45L);
#endif

	CHECK_NEAR(tgamma(3.0), 2.0, 0);
	CHECK_NEAR(tgamma(inf), INFINITY, 0);
	CHECK_NEAR(tgamma(nan_), NAN, 0);
	CHECK_NEAR(tgamma(0.0), INFINITY, 0);
	CHECK_NEAR(tgamma(-0.0), -INFINITY, 0);
	CHECK_EXC(tgamma(opq(-0.0)), ERANGE, FE_DIVBYZERO);
	CHECK_EXC(tgamma(opq(-inf)), EDOM, FE_INVALID);
	CHECK_NEAR(tgamma(opq(-inf)), NAN, 0);
	CHECK_EXC(tgamma(opq(-2.0)), EDOM, FE_INVALID);
	CHECK_NEAR(tgamma(opq(-2.0)), NAN, 0);
	CHECK_NEAR(tgamma(0.5), 1.772453850905516027298167, TOL_D);
	CHECK_NEAR(tgamma(1.5), 0.8862269254527580136490837, TOL_D);
	CHECK_NEAR(tgamma(10.5), 1133278.388948785567334574, TOL_D);
	CHECK_NEAR(tgamma(100.0), 9.332621544394415268169924e+155, TOL_D);
	CHECK_NEAR(tgamma(171.5), 9.483367566824799336253405e+307, TOL_D);
	CHECK_EXC(tgamma(opq(172.0)), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(tgamma(1e-5), 99999.42279422556767349323, TOL_D);
	CHECK_NEAR(tgamma(-1e-5), -100000.5772255555522350297, TOL_D);
	CHECK_NEAR(tgamma(-0.5), -3.544907701811032054596335, TOL_D);
	CHECK_NEAR(tgamma(-2.5), -0.9453087204829418812256893, TOL_D);
	CHECK_NEAR(tgamma(-171.5), 1.931626543171199600472393e-310, 0x1p-30L);
	CHECK_EXC(tgamma(opq(-171.5)), 0, FE_UNDERFLOW);
	CHECK_NEAR(tgamma(opq(-200.5)), -0.0, 0);
	CHECK_EXC(tgamma(opq(-200.5)), ERANGE, FE_UNDERFLOW);
	CHECK_NEAR(tgammaf(5.0f), 24.0f, 0);
#ifdef __polyport__ /* glibc 2.36: 2 ulp off */
	CHECK_NEAR(tgammaf(-2.5f), -0.9453087204829418812256893f, TOL_F);
#endif
	CHECK_EXC(tgammaf(opqf(36.0f)), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(tgammal(opql(INFINITY)), INFINITY, 0);
	CHECK_NEAR(tgammal(opql(0.0L)), INFINITY, 0);
	CHECK_NEAR(tgammal(opql(-0.0L)), -INFINITY, 0);
	CHECK_EXC(tgammal(opql(-0.0L)), ERANGE, FE_DIVBYZERO);
	CHECK_NEAR(tgammal(opql(-INFINITY)), NAN, 0);
	CHECK_EXC(tgammal(opql(-INFINITY)), EDOM, FE_INVALID);
	CHECK_NEAR(tgammal(opql(-3.0L)), NAN, 0);
	CHECK_EXC(tgammal(opql(-3.0L)), EDOM, FE_INVALID);
	CHECK_EXC(tgammal(opql(-0x1p80L)), EDOM, FE_INVALID);
	CHECK_NEAR(tgammal(opql(5.0L)), 24.0L, 0);
#if LDBL_MAX_EXP > 1024
	CHECK_NEAR(tgammal(opql(1756.0L)), INFINITY, 0);
	CHECK_EXC(tgammal(opql(1756.0L)), ERANGE, FE_OVERFLOW);
	/* gamma(-1800.5) is below the least subnormal, negative; gamma(-1756.5)
	 * is subnormal in both formats (-1.2288248757914253487e-4938) */
	CHECK_NEAR(tgammal(opql(-1800.5L)), -0.0L, 0);
	CHECK_EXC(tgammal(opql(-1800.5L)), ERANGE, FE_UNDERFLOW);
	CHECK_NEAR(tgammal(opql(-1756.5L)), -1.2288248757914253487304373e-4938L, 0x1p-40L);
	CHECK_EXC(tgammal(opql(-1756.5L)), 0, FE_UNDERFLOW);
#endif
	CHECK_NEAR(lgammal(opql(INFINITY)), INFINITY, 0);
	CHECK_NEAR(lgammal(opql(-INFINITY)), INFINITY, 0);
	CHECK_NEAR(lgammal(opql(NAN)), NAN, 0);
	CHECK_NEAR(lgammal(opql(1.0L)), 0.0L, 0);
	CHECK_NEAR(lgammal(opql(2.0L)), 0.0L, 0);
	CHECK_EXC(lgammal(opql(-3.0L)), ERANGE, FE_DIVBYZERO);
	CHECK_NEAR(lgammal(opql(-3.0L)), INFINITY, 0);
	CHECK_EXC(lgammal(opql(0.0L)), ERANGE, FE_DIVBYZERO);
	CHECK_NEAR(lgammal_r(-3.5L, &s), -1.309006684993042046360715152082657445685L, 4 * LDBL_EPSILON);
	CHECK_INT(s, 1);
	CHECK_NEAR(lgammal_r(-4.5L, &s), -2.813084081769316119733973504469532286904L, 4 * LDBL_EPSILON);
	CHECK_INT(s, -1);
	CHECK_NEAR(lgammal_r(-1.5L, &s), 0.8600470153764810145109326816703567873272L, 4 * LDBL_EPSILON);
	CHECK_INT(s, 1);
	signgam = 0;
	CHECK_NEAR(lgammal(-0.25L), 1.589575312551185990315897214778782835911L, 4 * LDBL_EPSILON);
	CHECK_INT(signgam, -1);
	CHECK_EXC(lgammal(opql(LDBL_MAX)), ERANGE, FE_OVERFLOW);
	/* next to the zeros at 1 and 2 the error is relative */
	CHECK_NEAR(lgammal(2 + 4 * LDBL_EPSILON), 4 * LDBL_EPSILON * 0.4227843350984671393934879099175975689578L, 4 * LDBL_EPSILON);
	CHECK_NEAR(lgammal(1 - LDBL_EPSILON / 2), LDBL_EPSILON / 2 * 0.5772156649015328606065120900824024310422L, 4 * LDBL_EPSILON);
	CHECK_NEAR(tgammal(0.5L), 1.772453850905516027298167L, TOL_L);
	CHECK_NEAR(tgammal(-2.5L), -0.9453087204829418812256893L, TOL_L);
#if LDBL_MAX_EXP > 1024
	CHECK_NEAR(tgammal(200.5L), 5.573168944801379133643203e+373L, 0x1p-38L);
#endif
	return check_done();
}

/* <tgmath.h>: every macro picks the float, double, long double or complex
 * function from its arguments (C11 7.25p3): the result's type names the
 * function chosen (each returns a different type), sizeof agrees, and
 * the integer-valued functions are told apart by a value only the long
 * double form gets right. Mixed arguments follow the usual arithmetic
 * conversions, integers counting as double. */
#include <tgmath.h>
#include <float.h>
#include "check.h"

#define TY(e) _Generic((e), float: 1, double: 2, long double: 3, float _Complex: 4, \
	double _Complex: 5, long double _Complex: 6, int: 7, long: 8, long long: 9, default: 0)
enum { F = 1, D, L, CF, CD, CL, I_, LO, LL };

static volatile float f = 0.5f;
static volatile double d = 0.5;
static volatile long double l = 0.5L;
static volatile int n = 1;

int main(void)
{
	float _Complex zf = CMPLXF(0.5f, 0.25f);
	double _Complex zd = CMPLX(0.5, 0.25);
	long double _Complex zl = CMPLXL(0.5L, 0.25L);
	int e, q;

	/* One-argument functions with a complex form. */
#define RC1(m) \
	CHECK_INT(TY(m(f)), F); CHECK_INT(TY(m(d)), D); CHECK_INT(TY(m(l)), L); CHECK_INT(TY(m(n)), D); \
	CHECK_INT(TY(m(zf)), CF); CHECK_INT(TY(m(zd)), CD); CHECK_INT(TY(m(zl)), CL); \
	CHECK(sizeof(m(f)) == sizeof(float) && sizeof(m(zl)) == sizeof(long double _Complex));
	RC1(acos) RC1(asin) RC1(atan) RC1(acosh) RC1(asinh) RC1(atanh) RC1(cos) RC1(sin) RC1(tan)
	RC1(cosh) RC1(sinh) RC1(tanh) RC1(exp) RC1(log) RC1(sqrt)
	/* fabs of a complex is cabs: a real result. */
	CHECK_INT(TY(fabs(f)), F); CHECK_INT(TY(fabs(d)), D); CHECK_INT(TY(fabs(l)), L); CHECK_INT(TY(fabs(n)), D);
	CHECK_INT(TY(fabs(zf)), F); CHECK_INT(TY(fabs(zd)), D); CHECK_INT(TY(fabs(zl)), L);
	CHECK(fabs(CMPLX(3, 4)) == 5 && fabs(-2) == 2);

	/* pow: real and complex, mixed. */
	CHECK_INT(TY(pow(f, f)), F); CHECK_INT(TY(pow(f, d)), D); CHECK_INT(TY(pow(f, n)), D);
	CHECK_INT(TY(pow(n, n)), D); CHECK_INT(TY(pow(l, f)), L); CHECK_INT(TY(pow(d, l)), L);
	CHECK_INT(TY(pow(zf, f)), CF); CHECK_INT(TY(pow(f, zd)), CD); CHECK_INT(TY(pow(zf, l)), CL);
	CHECK_INT(TY(pow(n, zf)), CD); CHECK_INT(TY(pow(zl, zf)), CL);
	CHECK(pow(2, 10) == 1024);
	CHECK(creal(pow(CMPLX(0, 1), 2)) + 1 < 1e-15);

	/* Real-only functions of one argument. */
#define R1(m) \
	CHECK_INT(TY(m(f)), F); CHECK_INT(TY(m(d)), D); CHECK_INT(TY(m(l)), L); CHECK_INT(TY(m(n)), D); \
	CHECK(sizeof(m(l)) == sizeof(long double));
	R1(cbrt) R1(ceil) R1(erf) R1(erfc) R1(exp2) R1(expm1) R1(floor) R1(lgamma) R1(log10)
	R1(log1p) R1(log2) R1(logb) R1(nearbyint) R1(rint) R1(round) R1(tgamma) R1(trunc)
	/* Two and three arguments. */
#define R2(m) \
	CHECK_INT(TY(m(f, f)), F); CHECK_INT(TY(m(f, d)), D); CHECK_INT(TY(m(n, f)), D); \
	CHECK_INT(TY(m(f, l)), L); CHECK_INT(TY(m(l, n)), L); CHECK_INT(TY(m(d, d)), D);
	R2(atan2) R2(copysign) R2(fdim) R2(fmax) R2(fmin) R2(fmod) R2(hypot) R2(nextafter) R2(remainder)
	CHECK_INT(TY(fma(f, f, f)), F); CHECK_INT(TY(fma(f, f, d)), D); CHECK_INT(TY(fma(n, f, f)), D);
	CHECK_INT(TY(fma(f, l, f)), L); CHECK_INT(TY(fma(d, d, d)), D);
	CHECK_INT(TY(remquo(f, f, &q)), F); CHECK_INT(TY(remquo(f, n, &q)), D); CHECK_INT(TY(remquo(l, f, &q)), L);
	/* The type comes from the first argument only where the others are
	 * not generic. */
	CHECK_INT(TY(frexp(f, &e)), F); CHECK_INT(TY(frexp(l, &e)), L); CHECK_INT(TY(frexp(n, &e)), D);
	CHECK_INT(TY(ldexp(f, 3)), F); CHECK_INT(TY(ldexp(l, 3)), L); CHECK_INT(TY(ldexp(n, 3)), D);
	CHECK_INT(TY(scalbn(f, 3)), F); CHECK_INT(TY(scalbln(l, 3L)), L);
	CHECK_INT(TY(nexttoward(f, l)), F); CHECK_INT(TY(nexttoward(d, l)), D); CHECK_INT(TY(nexttoward(l, 2.0L)), L);
	CHECK(nexttoward(1.0f, 2.0L) == 1 + FLT_EPSILON);

	/* Integer results: the long double forms are seen by values that
	 * double cannot hold. */
	CHECK_INT(ilogb(0x1p-16000L), -16000);
	CHECK_INT(ilogb(n), 0);
	CHECK(lrint(0x1p62L + 1) == (1L << 62) + 1 && llrint(0x1p62L + 1) == (1LL << 62) + 1);
	CHECK(lround(0x1p62L + 1) == (1L << 62) + 1 && llround(0x1p62L + 1) == (1LL << 62) + 1);
	CHECK_INT(TY(lrint(f)), LO); CHECK_INT(TY(llround(l)), LL); CHECK_INT(TY(ilogb(f)), I_);
	/* ... and the long double functions too: frexp of a number only long
	 * double holds. */
	CHECK(frexp(0x1p-16000L, &e) == 0.5L && e == -15999);
	CHECK(fmax(1, 0x1p16000L) == 0x1p16000L);
	CHECK(sqrt(0x1p16000L) == 0x1p8000L);

	/* Complex-only functions; a real argument is a complex of its type. */
#define C1(m, cf, cd, cl) \
	CHECK_INT(TY(m(zf)), cf); CHECK_INT(TY(m(zd)), cd); CHECK_INT(TY(m(zl)), cl); \
	CHECK_INT(TY(m(f)), cf); CHECK_INT(TY(m(d)), cd); CHECK_INT(TY(m(l)), cl); CHECK_INT(TY(m(n)), cd);
	C1(carg, F, D, L) C1(cimag, F, D, L) C1(creal, F, D, L) C1(conj, CF, CD, CL) C1(cproj, CF, CD, CL)
	CHECK(cimag(conj(zl)) == -0.25L && creal(zf) == 0.5f && carg(-1) == M_PI);

	/* Each argument is evaluated once. */
	int k = 0;
	double r = pow(k++, 2.0);
	r += fma(k++, 3.0, 1.0);
	CHECK_INT(k, 2);
	CHECK(r == 4);
	/* Nested calls. */
	CHECK_INT(TY(sin(cos(f))), F);
	CHECK_INT(TY(exp(log(zd))), CD);
	return check_done();
}

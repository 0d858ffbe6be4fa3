#ifndef _TGMATH_H
#define _TGMATH_H

/* C11 7.25, with _Generic. C++ has overloads instead: a C++ program gets
 * <math.h> and <complex.h> here (polyport ships no C++ library; with
 * one, its <cmath> and <complex> give the type-generic forms). */
#include <math.h>
#include <complex.h>

#ifndef __cplusplus

/* A zero of the type an argument brings to the usual arithmetic
 * conversions, integers counting as double (7.25p3); the sum of these
 * for every generic argument has the type that picks the function. Only
 * its type is used: _Generic does not evaluate it. */
#define __tg_z(x) _Generic((x), float: 0.0f, double: 0.0, long double: 0.0L, \
	float _Complex: (float _Complex)0, double _Complex: (double _Complex)0, \
	long double _Complex: (long double _Complex)0, default: 0.0)

/* Real-only functions: the float and long double forms, else double. */
#define __tg_r(fn, t) _Generic(t, float: fn##f, long double: fn##l, default: fn)
/* Functions with a complex counterpart c<fn>. */
#define __tg_rc(fn, cfn, t) _Generic(t, float: fn##f, long double: fn##l, \
	float _Complex: cfn##f, double _Complex: cfn, long double _Complex: cfn##l, default: fn)
/* Complex-only functions: a real argument is a complex of its type. */
#define __tg_c(fn, t) _Generic(t, float: fn##f, float _Complex: fn##f, \
	long double: fn##l, long double _Complex: fn##l, default: fn)

#define __tg1(x) __tg_z(x)
#define __tg2(x, y) (__tg_z(x) + __tg_z(y))
#define __tg3(x, y, z) (__tg_z(x) + __tg_z(y) + __tg_z(z))

#define acos(x) __tg_rc(acos, cacos, __tg1(x))(x)
#define asin(x) __tg_rc(asin, casin, __tg1(x))(x)
#define atan(x) __tg_rc(atan, catan, __tg1(x))(x)
#define acosh(x) __tg_rc(acosh, cacosh, __tg1(x))(x)
#define asinh(x) __tg_rc(asinh, casinh, __tg1(x))(x)
#define atanh(x) __tg_rc(atanh, catanh, __tg1(x))(x)
#define cos(x) __tg_rc(cos, ccos, __tg1(x))(x)
#define sin(x) __tg_rc(sin, csin, __tg1(x))(x)
#define tan(x) __tg_rc(tan, ctan, __tg1(x))(x)
#define cosh(x) __tg_rc(cosh, ccosh, __tg1(x))(x)
#define sinh(x) __tg_rc(sinh, csinh, __tg1(x))(x)
#define tanh(x) __tg_rc(tanh, ctanh, __tg1(x))(x)
#define exp(x) __tg_rc(exp, cexp, __tg1(x))(x)
#define log(x) __tg_rc(log, clog, __tg1(x))(x)
#define pow(x, y) __tg_rc(pow, cpow, __tg2(x, y))(x, y)
#define sqrt(x) __tg_rc(sqrt, csqrt, __tg1(x))(x)
#define fabs(x) __tg_rc(fabs, cabs, __tg1(x))(x)

#define atan2(x, y) __tg_r(atan2, __tg2(x, y))(x, y)
#define cbrt(x) __tg_r(cbrt, __tg1(x))(x)
#define ceil(x) __tg_r(ceil, __tg1(x))(x)
#define copysign(x, y) __tg_r(copysign, __tg2(x, y))(x, y)
#define erf(x) __tg_r(erf, __tg1(x))(x)
#define erfc(x) __tg_r(erfc, __tg1(x))(x)
#define exp2(x) __tg_r(exp2, __tg1(x))(x)
#define expm1(x) __tg_r(expm1, __tg1(x))(x)
#define fdim(x, y) __tg_r(fdim, __tg2(x, y))(x, y)
#define floor(x) __tg_r(floor, __tg1(x))(x)
#define fma(x, y, z) __tg_r(fma, __tg3(x, y, z))(x, y, z)
#define fmax(x, y) __tg_r(fmax, __tg2(x, y))(x, y)
#define fmin(x, y) __tg_r(fmin, __tg2(x, y))(x, y)
#define fmod(x, y) __tg_r(fmod, __tg2(x, y))(x, y)
#define frexp(x, e) __tg_r(frexp, __tg1(x))(x, e)
#define hypot(x, y) __tg_r(hypot, __tg2(x, y))(x, y)
#define ilogb(x) __tg_r(ilogb, __tg1(x))(x)
#define ldexp(x, e) __tg_r(ldexp, __tg1(x))(x, e)
#define lgamma(x) __tg_r(lgamma, __tg1(x))(x)
#define llrint(x) __tg_r(llrint, __tg1(x))(x)
#define llround(x) __tg_r(llround, __tg1(x))(x)
#define log10(x) __tg_r(log10, __tg1(x))(x)
#define log1p(x) __tg_r(log1p, __tg1(x))(x)
#define log2(x) __tg_r(log2, __tg1(x))(x)
#define logb(x) __tg_r(logb, __tg1(x))(x)
#define lrint(x) __tg_r(lrint, __tg1(x))(x)
#define lround(x) __tg_r(lround, __tg1(x))(x)
#define nearbyint(x) __tg_r(nearbyint, __tg1(x))(x)
#define nextafter(x, y) __tg_r(nextafter, __tg2(x, y))(x, y)
#define nexttoward(x, y) __tg_r(nexttoward, __tg1(x))(x, y)
#define remainder(x, y) __tg_r(remainder, __tg2(x, y))(x, y)
#define remquo(x, y, q) __tg_r(remquo, __tg2(x, y))(x, y, q)
#define rint(x) __tg_r(rint, __tg1(x))(x)
#define round(x) __tg_r(round, __tg1(x))(x)
#define scalbn(x, e) __tg_r(scalbn, __tg1(x))(x, e)
#define scalbln(x, e) __tg_r(scalbln, __tg1(x))(x, e)
#define tgamma(x) __tg_r(tgamma, __tg1(x))(x)
#define trunc(x) __tg_r(trunc, __tg1(x))(x)

#define carg(x) __tg_c(carg, __tg1(x))(x)
#define cimag(x) __tg_c(cimag, __tg1(x))(x)
#define conj(x) __tg_c(conj, __tg1(x))(x)
#define cproj(x) __tg_c(cproj, __tg1(x))(x)
#define creal(x) __tg_c(creal, __tg1(x))(x)

#endif
#endif

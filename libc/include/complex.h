#ifndef _COMPLEX_H
#define _COMPLEX_H

#include <features.h>

/* C11 7.3. A C++ program gets <complex> (libstdc++'s complex.h does the
 * same); this header is C only. */
#ifndef __cplusplus

/* C11 makes complex types optional (__STDC_NO_COMPLEX__); tcc has none
 * and says so only by failing on the declarations below, so it gets the
 * reason instead. <tgmath.h> includes this header and so stops too. */
#if defined(__STDC_NO_COMPLEX__) || defined(__TINYC__)
#error "<complex.h>: this compiler has no complex types (C11 __STDC_NO_COMPLEX__)"
#endif

#define complex _Complex
#define _Complex_I (__extension__ 1.0iF)
#define I _Complex_I

/* CMPLX keeps the sign of a zero and an infinity in either part, which
 * x + y*I does not (0.0 * I's real part is not -0, inf * I is NaN). */
#if defined(__clang__)
#define CMPLX(x, y)  ((double _Complex){ (double)(x), (double)(y) })
#define CMPLXF(x, y) ((float _Complex){ (float)(x), (float)(y) })
#define CMPLXL(x, y) ((long double _Complex){ (long double)(x), (long double)(y) })
#else
#define CMPLX(x, y)  __builtin_complex((double)(x), (double)(y))
#define CMPLXF(x, y) __builtin_complex((float)(x), (float)(y))
#define CMPLXL(x, y) __builtin_complex((long double)(x), (long double)(y))
#endif

__BEGIN_DECLS

double creal(double _Complex);
float crealf(float _Complex);
long double creall(long double _Complex);
double cimag(double _Complex);
float cimagf(float _Complex);
long double cimagl(long double _Complex);
double cabs(double _Complex);
float cabsf(float _Complex);
long double cabsl(long double _Complex);
double carg(double _Complex);
float cargf(float _Complex);
long double cargl(long double _Complex);
double _Complex conj(double _Complex);
float _Complex conjf(float _Complex);
long double _Complex conjl(long double _Complex);
double _Complex cproj(double _Complex);
float _Complex cprojf(float _Complex);
long double _Complex cprojl(long double _Complex);

double _Complex cexp(double _Complex);
float _Complex cexpf(float _Complex);
long double _Complex cexpl(long double _Complex);
double _Complex clog(double _Complex);
float _Complex clogf(float _Complex);
long double _Complex clogl(long double _Complex);
double _Complex cpow(double _Complex, double _Complex);
float _Complex cpowf(float _Complex, float _Complex);
long double _Complex cpowl(long double _Complex, long double _Complex);
double _Complex csqrt(double _Complex);
float _Complex csqrtf(float _Complex);
long double _Complex csqrtl(long double _Complex);

double _Complex csin(double _Complex);
float _Complex csinf(float _Complex);
long double _Complex csinl(long double _Complex);
double _Complex ccos(double _Complex);
float _Complex ccosf(float _Complex);
long double _Complex ccosl(long double _Complex);
double _Complex ctan(double _Complex);
float _Complex ctanf(float _Complex);
long double _Complex ctanl(long double _Complex);
double _Complex casin(double _Complex);
float _Complex casinf(float _Complex);
long double _Complex casinl(long double _Complex);
double _Complex cacos(double _Complex);
float _Complex cacosf(float _Complex);
long double _Complex cacosl(long double _Complex);
double _Complex catan(double _Complex);
float _Complex catanf(float _Complex);
long double _Complex catanl(long double _Complex);

double _Complex csinh(double _Complex);
float _Complex csinhf(float _Complex);
long double _Complex csinhl(long double _Complex);
double _Complex ccosh(double _Complex);
float _Complex ccoshf(float _Complex);
long double _Complex ccoshl(long double _Complex);
double _Complex ctanh(double _Complex);
float _Complex ctanhf(float _Complex);
long double _Complex ctanhl(long double _Complex);
double _Complex casinh(double _Complex);
float _Complex casinhf(float _Complex);
long double _Complex casinhl(long double _Complex);
double _Complex cacosh(double _Complex);
float _Complex cacoshf(float _Complex);
long double _Complex cacoshl(long double _Complex);
double _Complex catanh(double _Complex);
float _Complex catanhf(float _Complex);
long double _Complex catanhl(long double _Complex);

#ifdef _GNU_SOURCE
double _Complex clog10(double _Complex);
float _Complex clog10f(float _Complex);
long double _Complex clog10l(long double _Complex);
#endif

__END_DECLS

#endif
#endif

/* CMPLX, I, _Complex_I and the non-transcendental functions: creal, cimag,
 * conj, cproj, cabs, carg in each type, signs of zeros and infinities
 * kept. */
#include <complex.h>
#include <math.h>
#include <float.h>
#include "check.h"

static volatile double nz = -0.0, inf = INFINITY;

int main(void)
{
	double _Complex z = CMPLX(nz, nz);
	CHECK(signbit(creal(z)) && signbit(cimag(z)));
	/* x + y*I would turn the infinity into NaN + inf i. */
	z = CMPLX(inf, nz);
	CHECK(isinf(creal(z)) && cimag(z) == 0 && signbit(cimag(z)));
	float _Complex zf = CMPLXF(1.5f, nz);
	CHECK(crealf(zf) == 1.5f && signbit(cimagf(zf)));
	long double _Complex zl = CMPLXL(2.5L, -0.0L);
	CHECK(creall(zl) == 2.5L && signbit(cimagl(zl)));
	CHECK(sizeof(CMPLXF(1, 2)) == sizeof(float _Complex) && sizeof(CMPLXL(1, 2)) == sizeof(long double _Complex));

	z = I * I;
	CHECK(creal(z) == -1 && cimag(z) == 0);
	CHECK(cimag(_Complex_I) == 1 && creal(_Complex_I) == 0);
	complex double c = 3.0 + 4.0 * I;
	CHECK(cabs(c) == 5 && cabsf(3.0f + 4.0f * I) == 5 && cabsl(3.0L + 4.0L * I) == 5);
	CHECK(carg(CMPLX(-1, nz)) == -carg(CMPLX(-1, 0)) && carg(CMPLX(-1, 0)) == M_PI);
	CHECK(cargf(CMPLXF(0, 1)) == (float)M_PI_2 && cargl(CMPLXL(1, 0)) == 0);

	z = conj(CMPLX(1, 0));
	CHECK(cimag(z) == 0 && signbit(cimag(z)));
	zf = conjf(CMPLXF(1, -2));
	CHECK(cimagf(zf) == 2);
	zl = conjl(CMPLXL(inf, nz));
	CHECK(isinf(creall(zl)) && !signbit(cimagl(zl)));

	/* cproj: every infinity goes to +inf with the imaginary part's sign. */
	z = cproj(CMPLX(-inf, NAN));
	CHECK(creal(z) == INFINITY && cimag(z) == 0 && !signbit(cimag(z)));
	z = cproj(CMPLX(NAN, -inf));
	CHECK(creal(z) == INFINITY && cimag(z) == 0 && signbit(cimag(z)));
	zf = cprojf(CMPLXF(1, -inf));
	CHECK(crealf(zf) == INFINITY && signbit(cimagf(zf)));
	zl = cprojl(CMPLXL(-inf, 2));
	CHECK(creall(zl) == INFINITY && cimagl(zl) == 0 && !signbit(cimagl(zl)));
	z = cproj(CMPLX(NAN, 2));
	CHECK(isnan(creal(z)) && cimag(z) == 2);
	z = cproj(CMPLX(1e308, nz));
	CHECK(creal(z) == 1e308 && signbit(cimag(z)));
	return check_done();
}

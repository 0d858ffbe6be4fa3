#include "complex_impl.h"

float _Complex cpowf(float _Complex z, float _Complex w)
{
	double _Complex r = cpow(CMPLX(crealf(z), cimagf(z)), CMPLX(crealf(w), cimagf(w)));
	return CMPLXF((float)creal(r), (float)cimag(r));
}

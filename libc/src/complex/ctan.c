#include "complex_impl.h"

/* ctan z = -i ctanh(iz) (C11 G.6 defines its special values so). */
C F(ctan)(C z)
{
	C w = F(ctanh)(MK(-F(cimag)(z), F(creal)(z)));
	return MK(F(cimag)(w), -F(creal)(w));
}

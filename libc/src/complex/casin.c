#include "complex_impl.h"

/* casin z = -i casinh(iz) (C11 G.6 gives its special values so). */
C F(casin)(C z)
{
	C w = F(casinh)(MK(-F(cimag)(z), F(creal)(z)));
	return MK(F(cimag)(w), -F(creal)(w));
}

#include "complex_impl.h"

/* csin z = -i csinh(iz) (C11 G.6 defines its special values so). */
C F(csin)(C z)
{
	C w = F(csinh)(MK(-F(cimag)(z), F(creal)(z)));
	return MK(F(cimag)(w), -F(creal)(w));
}

#include "complex_impl.h"

/* catan z = -i catanh(iz) (C11 G.6 gives its special values so). */
C F(catan)(C z)
{
	C w = F(catanh)(MK(-F(cimag)(z), F(creal)(z)));
	return MK(F(cimag)(w), -F(creal)(w));
}

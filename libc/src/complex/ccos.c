#include "complex_impl.h"

/* ccos z = ccosh(iz) (C11 G.6 defines its special values so). */
C F(ccos)(C z)
{
	return F(ccosh)(MK(-F(cimag)(z), F(creal)(z)));
}

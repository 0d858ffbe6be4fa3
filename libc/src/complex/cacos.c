#include "complex_impl.h"

/* cacos z = -i cacosh z where Im z >= 0, +i cacosh z below (the sign that
 * keeps Re cacos z in [0, pi]). */
C F(cacos)(C z)
{
	R x = F(creal)(z), y = F(cimag)(z);
	C w;
	if (x == 0 && isnan(y))
		return MK(PI_2, y);
	w = F(cacosh)(z);
	if (signbit(y))
		return MK(-F(cimag)(w), F(creal)(w));
	return MK(F(cimag)(w), -F(creal)(w));
}

#include "complex_impl.h"

/* cexp(w clog z), as C11 7.3.8.2 describes it: the error grows with
 * |w log z| (the product's rounding is multiplied by it in cexp).
 * The multiplication is written out so that an infinite log (z = 0)
 * times a real w stays an infinity instead of Annex G's recovery. */
C F(cpow)(C z, C w)
{
	C l = F(clog)(z);
	R a = F(creal)(w), b = F(cimag)(w), p = F(creal)(l), q = F(cimag)(l);
	if (b == 0)
		return F(cexp)(MK(a * p, a * q));
	return F(cexp)(l * w);
}

/* libm-gen: references for the functions whose C definition is not an
 * MPFR function (special values, flags or outputs differ). Each has the
 * MPFR signature of its kind (see funcs.def). */
#include <mpfr.h>
#include "gen.h"

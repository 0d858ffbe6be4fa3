/* REDUCED: the long double hypotl it uses is evaluated in double */
#define CPLX_LONG
#include "csqrt.c"

/* REDUCED: built on clogl, whose real functions are evaluated in double */
#define CPLX_LONG
#include "clog10.c"

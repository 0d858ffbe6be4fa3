/* REDUCED: the long double real functions it uses are evaluated in double */
#define CPLX_LONG
#include "catan.c"

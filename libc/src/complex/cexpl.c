/* REDUCED: the long double exp, sin and cos it uses are evaluated in double */
#define CPLX_LONG
#include "cexp.c"

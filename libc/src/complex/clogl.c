/* REDUCED: the long double log1p, log and atan2 it uses are evaluated in double */
#define CPLX_LONG
#include "clog.c"

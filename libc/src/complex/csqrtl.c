#define CPLX_LONG
#include "csqrt.c"

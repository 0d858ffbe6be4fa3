#define CPLX_LONG
#include "clog10.c"

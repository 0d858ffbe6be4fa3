#define CPLX_LONG
#include "ccosh.c"

#define CPLX_LONG
#include "cexp.c"

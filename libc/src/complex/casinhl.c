#define CPLX_LONG
#include "casinh.c"

#define CPLX_LONG
#include "csinh.c"

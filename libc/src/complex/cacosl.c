#define CPLX_LONG
#include "cacos.c"

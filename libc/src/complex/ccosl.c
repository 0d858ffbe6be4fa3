#define CPLX_LONG
#include "ccos.c"

#define CPLX_LONG
#include "cpow.c"

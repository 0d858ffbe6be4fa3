#define CPLX_LONG
#include "catan.c"

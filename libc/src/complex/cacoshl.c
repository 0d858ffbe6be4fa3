#define CPLX_LONG
#include "cacosh.c"

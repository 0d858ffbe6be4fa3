#define CPLX_LONG
#include "casin.c"

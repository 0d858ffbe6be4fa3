#define CPLX_LONG
#include "clog.c"

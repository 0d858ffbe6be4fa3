#define CPLX_LONG
#include "csin.c"

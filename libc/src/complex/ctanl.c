#define CPLX_LONG
#include "ctan.c"

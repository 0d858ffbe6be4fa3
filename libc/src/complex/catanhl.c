#define CPLX_LONG
#include "catanh.c"

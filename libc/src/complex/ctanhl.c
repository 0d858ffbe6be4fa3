#define CPLX_LONG
#include "ctanh.c"

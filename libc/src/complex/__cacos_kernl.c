#define CPLX_LONG
#include "__cacos_kern.c"

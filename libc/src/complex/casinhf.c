#include "complex_impl.h"

CPLXF_FROM_D(casinh)

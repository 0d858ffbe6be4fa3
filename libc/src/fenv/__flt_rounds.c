#include <float.h>
#include <fenv.h>

/* FLT_ROUNDS: 0 toward zero, 1 nearest, 2 upward, 3 downward. */
int __flt_rounds(void)
{
	switch (fegetround()) {
	case FE_TOWARDZERO: return 0;
	case FE_UPWARD: return 2;
	case FE_DOWNWARD: return 3;
	default: return 1;
	}
}

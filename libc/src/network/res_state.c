#include <resolv.h>

/* glibc's _res is per thread; so is this one. */
static _Thread_local struct __res_state res;

struct __res_state *__res_state(void)
{
	return &res;
}

#include <setjmp.h>
#include "pthread_impl.h"

/* Restoring the mask before the jump is equivalent to after: a signal let
 * in between runs its handler on a stack we are about to abandon anyway. */
_Noreturn void siglongjmp(sigjmp_buf env, int val)
{
	if (env->__fl)
		__syscall(SYS_rt_sigprocmask, 2 /* SIG_SETMASK */, env->__ss, 0, _NSIG_BYTES);
	longjmp(env, val);
}

#include <setjmp.h>
#include "pthread_impl.h"

/* Called from sigsetjmp (asm) before it saves the registers. */
hidden void __sigsetjmp_save(sigjmp_buf env)
{
	env->__fl = 1;
	__syscall(SYS_rt_sigprocmask, 0 /* SIG_BLOCK */, 0, env->__ss, _NSIG_BYTES);
}

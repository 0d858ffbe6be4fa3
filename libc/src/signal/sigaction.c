#include <signal.h>
#include <errno.h>
#include <string.h>
#include "syscall.h"
#include "ksigaction.h"

int __libc_sigaction(int sig, const struct sigaction *restrict sa, struct sigaction *restrict old)
{
	struct k_sigaction ksa, ksa_old;
	if (sa) {
		ksa.handler = sa->sa_handler;
		/* the return trampoline is libc's choice, never the caller's */
		ksa.flags = (unsigned)sa->sa_flags & ~SA_RESTORER;
		ksa.restorer = 0;
		if (KSA_HAS_RESTORER) {
			ksa.flags |= SA_RESTORER;
			ksa.restorer = KSA_RESTORER;
		}
		memcpy(&ksa.mask, &sa->sa_mask, _NSIG/8);
	}
	int r = __syscall(SYS_rt_sigaction, sig, sa ? &ksa : 0, old ? &ksa_old : 0, _NSIG/8);
	if (r) return __syscall_ret(r);
	if (old) {
		memset(old, 0, sizeof *old);
		old->sa_handler = ksa_old.handler;
		old->sa_flags = ksa_old.flags & ~SA_RESTORER;
		memcpy(&old->sa_mask, &ksa_old.mask, _NSIG/8);
	}
	return 0;
}

int sigaction(int sig, const struct sigaction *restrict sa, struct sigaction *restrict old)
{
	if (__SIG_IS_INTERNAL(sig) || sig - 1U >= _NSIG - 1) {
		errno = EINVAL;
		return -1;
	}
	return __libc_sigaction(sig, sa, old);
}

#define _GNU_SOURCE
#include <signal.h>
#include "libc.h"

/* BSD semantics, as glibc: the handler stays installed and interrupted
 * system calls restart. */
void (*signal(int sig, void (*func)(int)))(int)
{
	struct sigaction sa = { .sa_handler = func, .sa_flags = SA_RESTART };
	struct sigaction old;
	if (sigaction(sig, &sa, &old) < 0) return SIG_ERR;
	return old.sa_handler;
}

weak_alias(signal, bsd_signal);

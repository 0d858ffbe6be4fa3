#ifndef SIGNAL_H
#define SIGNAL_H

#include "../../include/signal.h"

/* Signals 32 and 33 are libc's own (thread cancellation, set*id
 * broadcast; the threads code picks which is which). Programs may not
 * install handlers for them, block them, or add them to sets. */
#define __SIG_IS_INTERNAL(sig) ((unsigned)(sig) - 32U < 2U)

/* sigaction without the guard that keeps programs off the internal
 * signals: for the threads code. */
int __libc_sigaction(int, const struct sigaction *, struct sigaction *);

/* Block signals around critical sections (fork, raise, posix_spawn,
 * thread creation). SET receives/provides the old kernel mask: pass a
 * sigset_t (or at least 8 bytes). */
void __block_all_sigs(void *set);
void __block_app_sigs(void *set);
void __restore_sigs(void *set);

#endif

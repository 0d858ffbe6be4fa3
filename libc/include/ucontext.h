#ifndef _UCONTEXT_H
#define _UCONTEXT_H

#include <signal.h>

/* ucontext_t and mcontext_t come from <bits/signal.h> through <signal.h>.
 * The getcontext/makecontext family is not provided. */

#endif

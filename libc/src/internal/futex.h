#ifndef FUTEX_H
#define FUTEX_H

#include "syscall.h"

#define FUTEX_WAIT 0
#define FUTEX_WAKE 1
#define FUTEX_REQUEUE 3
#define FUTEX_CMP_REQUEUE 4
#define FUTEX_LOCK_PI 6
#define FUTEX_UNLOCK_PI 7
#define FUTEX_WAIT_BITSET 9
#define FUTEX_PRIVATE 128
#define FUTEX_CLOCK_REALTIME 256

/* Wake up to CNT waiters on ADDR (cnt < 0: all). PRIV selects a
 * process-private futex, cheaper for the kernel. */
static inline void __wake(volatile void *addr, int cnt, int priv)
{
	if (priv) priv = FUTEX_PRIVATE;
	if (cnt < 0) cnt = 0x7fffffff;
	if (__syscall(SYS_futex, addr, FUTEX_WAKE | priv, cnt) == -38 /* ENOSYS */)
		__syscall(SYS_futex, addr, FUTEX_WAKE, cnt);
}

/* Sleep while *ADDR == VAL; spurious returns are allowed. */
static inline void __futexwait(volatile void *addr, int val, int priv)
{
	if (priv) priv = FUTEX_PRIVATE;
	if (__syscall(SYS_futex, addr, FUTEX_WAIT | priv, val, 0) == -38)
		__syscall(SYS_futex, addr, FUTEX_WAIT, val, 0);
}

#endif

/* The number of the site below is named by each caller (pthread_impl.h). */
#define __SYSCALL_NUMBER_NAMED_BY_CALLER
#include "pthread_impl.h"

/* Without pthread_cancel in the program nothing can be cancelled, and a
 * cancellation point is a plain system call; pthread_cancel.c supplies
 * the real one. */
static long sccp(syscall_arg_t nr, syscall_arg_t u, syscall_arg_t v, syscall_arg_t w,
                 syscall_arg_t x, syscall_arg_t y, syscall_arg_t z)
{
	return __syscall(nr, u, v, w, x, y, z);
}

weak_alias(sccp, __syscall_cp_c);

static void dummy(void) {}
weak_alias(dummy, __testcancel);

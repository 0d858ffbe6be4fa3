#include <stdlib.h>
#include "pthread_impl.h"

static void dummy(void) {}

/* atexit handlers and stdio register themselves by defining these; a
 * program that uses neither links neither. */
weak_alias(dummy, __funcs_on_exit);
weak_alias(dummy, __stdio_exit);
/* The exiting thread's C++ thread_local destructors, if any. */
weak_alias(dummy, __call_tls_dtors);

extern void (*const __fini_array_start)(void) hidden weak;
extern void (*const __fini_array_end)(void) hidden weak;

static void libc_exit_fini(void)
{
	for (void (*const *f)(void) = &__fini_array_end; f > &__fini_array_start;)
		(*--f)();
}

_Noreturn void exit(int code)
{
	/* One thread runs the exit sequence; any other thread calling exit
	 * meanwhile sleeps until the process is gone. A handler that calls
	 * exit again (undefined, but seen) carries on with the sequence. */
	static volatile int owner;
	int tid = __pthread_self()->tid, cur;
	while ((cur = a_cas(&owner, 0, tid)) && cur != tid)
		__futexwait(&owner, cur, 1);

	/* First, as glibc does: a thread_local's destructor may still use
	 * objects that atexit and static destructors tear down. */
	__call_tls_dtors();
	__funcs_on_exit();
	libc_exit_fini();
	__stdio_exit();
	_Exit(code);
}

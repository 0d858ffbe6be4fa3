#include <stdlib.h>
#include "pthread_impl.h"

/* C++ thread_local objects with destructors: libstdc++'s
 * __cxa_thread_atexit hands each destructor to this function (glibc's
 * ABI; g++ passes &__dso_handle as the module, which one static program
 * never unloads). A thread runs its own in reverse order of
 * registration when it ends (pthread_exit, or return from its start
 * function), after its cancellation cleanup handlers and before its
 * pthread_key_create destructors; the thread that calls exit() runs
 * its own first thing, before the atexit functions. Both are glibc's
 * order. */

struct __tls_dtor {
	void (*f)(void *);
	void *obj;
	struct __tls_dtor *next;
};

int __cxa_thread_atexit_impl(void (*f)(void *), void *obj, void *dso)
{
	struct pthread *self = __pthread_self();
	struct __tls_dtor *d = malloc(sizeof *d);
	if (!d) return -1;
	d->f = f;
	d->obj = obj;
	d->next = self->tls_dtors;
	self->tls_dtors = d;
	return 0;
}

void __call_tls_dtors(void)
{
	struct pthread *self = __pthread_self();
	struct __tls_dtor *d;
	/* Taken off the list before it runs: a destructor that makes
	 * another thread_local registers one more, which runs next. */
	while ((d = self->tls_dtors)) {
		self->tls_dtors = d->next;
		d->f(d->obj);
		free(d);
	}
}

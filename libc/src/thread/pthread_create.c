#define _GNU_SOURCE
#include <pthread.h>
#include <errno.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/single_threaded.h>
#include "pthread_impl.h"

volatile int __threads_minus_1;

/* A threaded program's fork must run pthread_atfork's hook (it resets
 * malloc's and our locks in the child) even if the program never calls
 * pthread_atfork: referencing it here links it in, overriding fork's
 * weak no-op. */
hidden void __fork_handler(int);
static void (*const force_fork_handler)(int) __attribute__((used)) = __fork_handler;

static int start(void *arg)
{
	struct pthread *self = arg;
	__robust_list_init(self);
	pthread_exit(self->start(self->start_arg));
}

#define ROUND(x, a) (((x) + (a) - 1) & -(a))

/* One mapping per thread, low to high: guard page(s), stack, then the
 * thread-specific data and the TLS block with the descriptor. With a
 * caller-supplied stack only the last two are mapped. */
int pthread_create(pthread_t *restrict res, const pthread_attr_t *restrict attr,
                   void *(*entry)(void *), void *restrict arg)
{
	struct pthread *self = __pthread_self(), *td;
	size_t pg = libc.page_size, stack_size = DEFAULT_STACK_SIZE, guard = DEFAULT_GUARD_SIZE;
	size_t need = ROUND(sizeof(struct __pthread_tsd) + __main_tls.area_size, pg);
	uintptr_t user_stack = 0;
	int detached = 0;

	if (attr) {
		if (attr->_a_stacksize) stack_size = attr->_a_stacksize;
		guard = attr->_a_guardsize;
		user_stack = attr->_a_stackaddr;
		detached = attr->_a_detach;
	}
	if (user_stack) guard = 0, stack_size = 0;
	else stack_size = ROUND(stack_size, pg);
	guard = ROUND(guard, pg);

	size_t map_size = guard + stack_size + need;
	unsigned char *map = (void *)__syscall(SYS_mmap, 0, map_size,
		guard ? PROT_NONE : PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0);
	if ((uintptr_t)map > -4096UL) return EAGAIN;
	if (guard && __syscall(SYS_mprotect, map + guard, map_size - guard, PROT_READ|PROT_WRITE)) {
		__syscall(SYS_munmap, map, map_size);
		return EAGAIN;
	}

	struct __pthread_tsd *tsd = (void *)(map + guard + stack_size);
	td = __copy_tls((unsigned char *)(tsd + 1));
	td->map_base = map;
	td->map_size = map_size;
	if (user_stack) {
		td->stack = (void *)user_stack;
		td->stack_size = attr->_a_stacksize;
	} else {
		td->stack = tsd;
		td->stack_size = stack_size;
	}
	td->guard_size = guard;
	td->tsd = tsd;
	td->start = entry;
	td->start_arg = arg;
	td->canary = self->canary;
	td->detach_state = detached ? DT_DETACHED : DT_JOINABLE;

	/* From here on every lock in libc must really lock. */
	if (!libc.threaded) {
		libc.threaded = 1;
		libc.need_locks = 1;
		__libc_single_threaded = 0;
	}
	a_inc(&__threads_minus_1);

	int ret = __clone(start, td->stack,
		CLONE_VM|CLONE_FS|CLONE_FILES|CLONE_SIGHAND|CLONE_THREAD|CLONE_SYSVSEM
		|CLONE_SETTLS|CLONE_PARENT_SETTID|CLONE_CHILD_CLEARTID|CLONE_DETACHED,
		td, &td->tid, (void *)TP_FROM_SELF(td), &td->tid);
	if (ret < 0) {
		a_dec(&__threads_minus_1);
		__syscall(SYS_munmap, map, map_size);
		return EAGAIN;
	}
	*res = td;
	return 0;
}

#define _GNU_SOURCE
#include <pthread.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <sys/mman.h>
#include "check.h"

static void *where(void *arg)
{
	volatile char local;
	*(uintptr_t *)arg = (uintptr_t)&local;
	pthread_attr_t a;
	void *addr;
	size_t size;
	if (pthread_getattr_np(pthread_self(), &a)) return (void *)1L;
	pthread_attr_getstack(&a, &addr, &size);
	pthread_attr_destroy(&a);
	/* Our own frame lies within the stack getattr_np reports. */
	return (void *)(long)!((uintptr_t)&local >= (uintptr_t)addr && (uintptr_t)&local < (uintptr_t)addr + size);
}

static void *deep(void *arg)
{
	/* Use most of a 1 MiB stack. */
	volatile char big[900 * 1024];
	big[0] = 1;
	big[sizeof big - 1] = 2;
	return (void *)(long)(big[0] + big[sizeof big - 1]);
}

int main(void)
{
	pthread_attr_t a;
	size_t s = 0;
	void *r, *addr;
	uintptr_t local = 0;
	pthread_t t;

	CHECK_INT(pthread_attr_init(&a), 0);
	CHECK_INT(pthread_attr_getstacksize(&a, &s), 0);
	CHECK(s >= 65536);
	CHECK_INT(pthread_attr_setstacksize(&a, 1), EINVAL);
	CHECK_INT(pthread_attr_setstacksize(&a, 1 << 20), 0);
	CHECK_INT(pthread_attr_getstacksize(&a, &s), 0);
	CHECK_INT(s, 1 << 20);
	CHECK_INT(pthread_attr_setguardsize(&a, 8192), 0);
	CHECK_INT(pthread_attr_getguardsize(&a, &s), 0);
	CHECK_INT(s, 8192);
	CHECK_INT(pthread_create(&t, &a, deep, 0), 0);
	CHECK_INT(pthread_join(t, &r), 0);
	CHECK_INT((long)r, 3);

	/* A stack of our own. */
	size_t sz = 256 * 1024;
	char *stk = mmap(0, sz, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0);
	CHECK(stk != MAP_FAILED);
	CHECK_INT(pthread_attr_setstack(&a, stk, sz), 0);
	size_t got = 0;
	CHECK_INT(pthread_attr_getstack(&a, &addr, &got), 0);
	CHECK(addr == stk);
	CHECK_INT(got, sz);
	CHECK_INT(pthread_create(&t, &a, where, &local), 0);
	CHECK_INT(pthread_join(t, &r), 0);
	CHECK(r == 0);
	CHECK(local >= (uintptr_t)stk && local < (uintptr_t)stk + sz);
	pthread_attr_destroy(&a);

	/* Default threads, and the main thread, know their stacks. */
	CHECK_INT(pthread_create(&t, 0, where, &local), 0);
	CHECK_INT(pthread_join(t, &r), 0);
	CHECK(r == 0);
	CHECK(where(&local) == 0);
	return check_done();
}

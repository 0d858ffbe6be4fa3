#include <pthread.h>
#include <string.h>
#include "pthread_impl.h"

int pthread_cond_init(pthread_cond_t *restrict c, const pthread_condattr_t *restrict a)
{
	memset(c, 0, sizeof *c);
	if (a) {
		c->_c_clock = a->__attr & 0x7fffffff;
		c->_c_shared = a->__attr >> 31;
	}
	return 0;
}

int pthread_cond_destroy(pthread_cond_t *c)
{
	return 0;
}

#include <pthread.h>
#include <string.h>
#include "pthread_impl.h"

int pthread_attr_init(pthread_attr_t *a)
{
	memset(a, 0, sizeof *a);
	a->_a_stacksize = DEFAULT_STACK_SIZE;
	a->_a_guardsize = DEFAULT_GUARD_SIZE;
	return 0;
}

int pthread_attr_destroy(pthread_attr_t *a)
{
	return 0;
}

#include <pthread.h>
#include <errno.h>
#include <string.h>
#include "pthread_impl.h"

int pthread_mutex_init(pthread_mutex_t *restrict m, const pthread_mutexattr_t *restrict a)
{
	/* A process-shared robust mutex must survive its owner process, which
	 * only the kernel can see die (glibc refuses it the same way). */
	if (a && (a->__attr & (MT_ROBUST | MT_SHARED)) == (MT_ROBUST | MT_SHARED) && !__robust_list_ok)
		return ENOTSUP;
	memset(m, 0, sizeof *m);
	if (a) m->_m_type = a->__attr;
	return 0;
}

int pthread_mutex_destroy(pthread_mutex_t *m)
{
	return 0;
}

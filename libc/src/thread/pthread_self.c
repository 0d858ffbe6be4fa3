#include <pthread.h>
#include "pthread_impl.h"

pthread_t pthread_self(void)
{
	return __pthread_self();
}

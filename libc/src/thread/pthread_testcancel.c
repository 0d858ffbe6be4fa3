#include <pthread.h>
#include "pthread_impl.h"

void pthread_testcancel(void)
{
	__testcancel();
}

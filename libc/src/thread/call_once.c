#include <threads.h>
#include <pthread.h>

void call_once(once_flag *flag, void (*f)(void))
{
	pthread_once(flag, f);
}

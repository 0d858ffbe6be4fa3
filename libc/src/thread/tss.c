#include <threads.h>
#include <pthread.h>

int tss_create(tss_t *k, tss_dtor_t dtor)
{
	return pthread_key_create(k, dtor) ? thrd_error : thrd_success;
}

void tss_delete(tss_t k)
{
	pthread_key_delete(k);
}

int tss_set(tss_t k, void *v)
{
	return pthread_setspecific(k, v) ? thrd_error : thrd_success;
}

void *tss_get(tss_t k)
{
	return pthread_getspecific(k);
}

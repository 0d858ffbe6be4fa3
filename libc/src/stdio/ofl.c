#include "stdio_impl.h"
#include "lock.h"

/* The list of streams opened by fopen & co (not stdin/out/err), so
 * fflush(NULL) and exit can reach them. */
static FILE *ofl_head;
static volatile int ofl_lock[1];

FILE **__ofl_lock(void)
{
	LOCK(ofl_lock);
	return &ofl_head;
}

void __ofl_unlock(void)
{
	UNLOCK(ofl_lock);
}

FILE *__ofl_add(FILE *f)
{
	FILE **head = __ofl_lock();
	f->next = *head;
	if (*head) (*head)->prev = f;
	*head = f;
	__ofl_unlock();
	return f;
}

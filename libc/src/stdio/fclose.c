#include <stdlib.h>
#include "stdio_impl.h"

int fclose(FILE *f)
{
	int r;
	FLOCK(f);
	r = __fflush_unlocked(f);
	r |= f->close(f);
	FUNLOCK(f);
	/* stdin/stdout/stderr are static: closed, never freed. */
	if (f->flags & F_PERM) return r;

	FILE **head = __ofl_lock();
	if (f->prev) f->prev->next = f->next;
	if (f->next) f->next->prev = f->prev;
	if (*head == f) *head = f->next;
	__ofl_unlock();

	free(f->getln_buf);
	free(f);
	return r;
}

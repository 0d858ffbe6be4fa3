#include <mcheck.h>
#include <string.h>
#include "malloc_impl.h"

/* The heap checks every block's header and the canary after it on each
 * free and realloc, mcheck or not (malloc.c). mcheck only adds the
 * program's handler, told what was found before the program dies by
 * SIGABRT, as glibc's default handler does; a handler that returns does
 * not let the program go on with a corrupt heap. */
static void (*handler)(enum mcheck_status);

static void fail_hook(const char *what, const void *p)
{
	(void)p;
	enum mcheck_status st = MCHECK_HEAD;
	if (!strncmp(what, "overflow", 8)) st = MCHECK_TAIL;
	else if (!strncmp(what, "double free", 11) || !strncmp(what, "realloc of freed", 16)) st = MCHECK_FREE;
	if (handler) handler(st);
}

int mcheck(void (*func)(enum mcheck_status))
{
	handler = func;
	__malloc_fail_hook = fail_hook;
	return 0;
}

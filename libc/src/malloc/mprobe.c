#include <mcheck.h>
#include "malloc_impl.h"

/* Always available: the heap's own header and canary checks (glibc's
 * answers MCHECK_DISABLED unless mcheck ran first). A pointer malloc
 * never returned may be reported as a bad header or fault, as in glibc. */
enum mcheck_status mprobe(void *p)
{
	static const enum mcheck_status st[] = { MCHECK_OK, MCHECK_FREE, MCHECK_HEAD, MCHECK_TAIL };
	enum mcheck_status r = st[__malloc_probe(p)];
	/* A handler given to mcheck hears about every bad block, as with
	 * glibc's mprobe; mprobe still answers. */
	if (r != MCHECK_OK && __malloc_fail_hook) {
		static const char *const what[] = { "", "double free", "overwritten header", "overflow" };
		void (*hook)(const char *, const void *) = __malloc_fail_hook;
		hook(what[r], p);
	}
	return r;
}

#define _GNU_SOURCE
#include <dlfcn.h>
#include "libc.h"

hidden void __dl_seterr(const char *, ...);
extern hidden const char __dl_self[1];

/* A static program keeps no table of its symbols at run time (.symtab is
 * not loaded, and may be stripped), so no name can be looked up. */
void *dlsym(void *restrict handle, const char *restrict name)
{
	if (handle != __dl_self && handle != RTLD_DEFAULT && handle != RTLD_NEXT)
		__dl_seterr("dlsym: invalid handle %p", handle);
	else
		__dl_seterr("dlsym: cannot look up %s: this program is statically linked and keeps no symbol table at run time", name);
	return 0;
}

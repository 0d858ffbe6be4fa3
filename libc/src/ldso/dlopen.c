#define _GNU_SOURCE
#include <dlfcn.h>
#include "libc.h"

hidden void __dl_seterr(const char *, ...);

/* The one object there is: the program itself. Its handle is this
 * object's address, so it is distinct from RTLD_DEFAULT and RTLD_NEXT. */
hidden const char __dl_self[1];

void *dlopen(const char *file, int mode)
{
	if (!(mode & (RTLD_LAZY | RTLD_NOW)) || mode & ~(RTLD_LAZY | RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE | RTLD_GLOBAL)) {
		__dl_seterr("dlopen: invalid mode 0x%x", mode);
		return 0;
	}
	if (!file) return (void *)__dl_self;
	__dl_seterr("dlopen: cannot load %s: this program is statically linked (polyport has no dynamic loader)", file);
	return 0;
}

int dlclose(void *handle)
{
	if (handle == __dl_self) return 0;
	__dl_seterr("dlclose: invalid handle %p", handle);
	return 1;
}

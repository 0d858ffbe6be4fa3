#define _GNU_SOURCE
#include <dlfcn.h>
#include "libc.h"
#include <stdarg.h>
#include <stdio.h>

/* The last failure of this thread's dl* calls, cleared by reading it. */
static _Thread_local char msg[256];
static _Thread_local int pending;

hidden void __dl_seterr(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	pending = 1;
}

char *dlerror(void)
{
	if (!pending) return 0;
	pending = 0;
	return msg;
}

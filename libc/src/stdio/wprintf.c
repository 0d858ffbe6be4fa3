#include <stdarg.h>
#include <wchar.h>
#include "stdio_impl.h"

int wprintf(const wchar_t *restrict fmt, ...)
{
	int ret;
	va_list ap;
	va_start(ap, fmt);
	ret = vfwprintf(stdout, fmt, ap);
	va_end(ap);
	return ret;
}

#include <wchar.h>
#include "stdio_impl.h"

hidden int __vswprintf_core(wchar_t *, size_t, const wchar_t *, va_list);

int vswprintf(wchar_t *restrict s, size_t n, const wchar_t *restrict fmt, va_list ap)
{
	return __vswprintf_core(s, n, fmt, ap);
}

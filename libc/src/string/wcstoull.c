#define _GNU_SOURCE
#include <wchar.h>
#include <limits.h>

unsigned long long __wcstox(const wchar_t *, wchar_t **, int, unsigned long long, int);

unsigned long long wcstoull(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	return __wcstox(s, end, base, ULLONG_MAX, 0);
}

unsigned long long wcstoull_l(const wchar_t *restrict s, wchar_t **restrict end, int base, locale_t l)
{
	return __wcstox(s, end, base, ULLONG_MAX, 0);
}

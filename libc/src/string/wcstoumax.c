#include <inttypes.h>
#include <wchar.h>

unsigned long long __wcstox(const wchar_t *, wchar_t **, int, unsigned long long, int);

uintmax_t wcstoumax(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	return __wcstox(s, end, base, UINTMAX_MAX, 0);
}

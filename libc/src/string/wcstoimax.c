#include <inttypes.h>
#include <wchar.h>

unsigned long long __wcstox(const wchar_t *, wchar_t **, int, unsigned long long, int);

intmax_t wcstoimax(const wchar_t *restrict s, wchar_t **restrict end, int base)
{
	return __wcstox(s, end, base, INTMAX_MAX, 1);
}

#include <wchar.h>

wchar_t *wcswcs(const wchar_t *h, const wchar_t *n)
{
	return wcsstr(h, n);
}

#include <wchar.h>

size_t wcscspn(const wchar_t *s, const wchar_t *c)
{
	const wchar_t *a = s;
	for (; *s && !wcschr(c, *s); s++);
	return s - a;
}

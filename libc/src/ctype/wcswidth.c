#include <wchar.h>

int wcswidth(const wchar_t *s, size_t n)
{
	int w = 0, k;
	for (; n-- && *s; s++) {
		if ((k = wcwidth(*s)) < 0) return -1;
		w += k;
	}
	return w;
}

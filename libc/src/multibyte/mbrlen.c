#include <wchar.h>

size_t mbrlen(const char *restrict s, size_t n, mbstate_t *restrict st)
{
	static mbstate_t internal;
	return mbrtowc(0, s, n, st ? st : &internal);
}

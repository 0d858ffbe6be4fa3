#include <uchar.h>
#include <wchar.h>

/* char32_t and wchar_t are both UTF-32 here. */
size_t mbrtoc32(char32_t *restrict c32, const char *restrict s, size_t n, mbstate_t *restrict st)
{
	static mbstate_t internal;
	wchar_t wc;
	size_t r = mbrtowc(&wc, s, n, st ? st : &internal);
	if (r <= 4 && c32 && s) *c32 = wc;
	return r;
}

#include <wchar.h>

size_t mbsrtowcs(wchar_t *restrict dst, const char **restrict src, size_t len, mbstate_t *restrict st)
{
	return mbsnrtowcs(dst, src, (size_t)-1, len, st);
}

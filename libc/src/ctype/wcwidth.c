#include <wchar.h>
#include "locale_impl.h"
#include "unicode.h"

/* Columns on a terminal: 0 for combining and other zero-width
 * characters, 2 for East Asian wide and fullwidth ones, -1 for controls
 * and unassigned code points (and every non-ASCII character in the C
 * locale, as glibc). */
int wcwidth(wchar_t wc)
{
	unsigned c = wc;
	if (c < 0x7f) return c >= 0x20 ? 1 : c ? -1 : 0;
	if (c < 0xa0 || !CURRENT_UTF8 || !__uni_print(c)) return -1;
	if (__uni_width0(c)) return 0;
	return __uni_width2(c) ? 2 : 1;
}

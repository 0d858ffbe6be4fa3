#include <wchar.h>
#include "stdio_impl.h"

wint_t putwchar(wchar_t c)
{
	return fputwc(c, stdout);
}

wint_t putwchar_unlocked(wchar_t c)
{
	return __fputwc_unlocked(c, stdout);
}

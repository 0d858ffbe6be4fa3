#include <wchar.h>
#include "stdio_impl.h"

wint_t getwchar(void)
{
	return fgetwc(stdin);
}

wint_t getwchar_unlocked(void)
{
	return __fgetwc_unlocked(stdin);
}

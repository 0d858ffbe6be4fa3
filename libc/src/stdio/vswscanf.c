#include <stdlib.h>
#include <wchar.h>
#include "stdio_impl.h"

hidden char *__wfmt_to_mb(const wchar_t *, char *, size_t);

/* The input is converted to its multibyte form and scanned as bytes;
 * see vfwscanf.c for what that means for widths. */
int vswscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, va_list ap)
{
	char lfmt[256], lin[256];
	char *mfmt = __wfmt_to_mb(fmt, lfmt, sizeof lfmt);
	char *min = __wfmt_to_mb(s, lin, sizeof lin);
	int r = EOF;
	if (mfmt && min) r = vsscanf(min, mfmt, ap);
	if (mfmt && mfmt != lfmt) free(mfmt);
	if (min && min != lin) free(min);
	return r;
}

#include <wchar.h>
#include <time.h>
#include "time_impl.h"

/* Each conversion goes through strftime's own (__strftime_conv) so the two
 * cannot drift; the format's other wide characters are copied as they are.
 * Conversion output is ASCII (zone abbreviations are ASCII by RFC 8536). */
size_t wcsftime(wchar_t *restrict s, size_t n, const wchar_t *restrict f, const struct tm *restrict tm)
{
	size_t i = 0;
	while (*f) {
		if (*f != L'%') {
			if (i + 1 >= n) return 0;
			s[i++] = *f++;
			continue;
		}
		/* The spec in narrow form: %, flags, width, modifier, conversion. */
		char spec[64], out[256];
		size_t k = 0;
		const wchar_t *p = f;
		spec[k++] = '%';
		for (p++; *p && *p < 128 && k < sizeof spec - 2; p++) {
			spec[k++] = *p;
			if (!(*p == '_' || *p == '-' || *p == '0' || *p == '^' || *p == '#'
			    || (*p >= '0' && *p <= '9') || *p == 'E' || *p == 'O'))
				break;
		}
		if (*p >= 128) {
			/* Not a conversion: copy the text, like strftime does. */
			for (const wchar_t *q = f; q <= p; q++) {
				if (i + 1 >= n) return 0;
				s[i++] = *q;
			}
			f = p + 1;
			continue;
		}
		spec[k] = 0;
		const char *sp = spec;
		size_t len = __strftime_conv(out, sizeof out, &sp, tm);
		if (len == (size_t)-1 || i + len >= n) return 0;
		for (size_t j = 0; j < len; j++) s[i++] = (unsigned char)out[j];
		f += sp - spec;
	}
	if (i >= n) return 0;
	s[i] = 0;
	return i;
}

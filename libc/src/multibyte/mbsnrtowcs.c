#include <wchar.h>

/* Converts at most n source bytes into at most len wide characters (len
 * is ignored without dst). *src advances only when storing into dst. */
size_t mbsnrtowcs(wchar_t *restrict dst, const char **restrict src, size_t n, size_t len, mbstate_t *restrict st)
{
	static mbstate_t internal;
	const char *s = *src;
	size_t cnt = 0, r;
	wchar_t wc;

	if (!st) st = &internal;
	while (!dst || cnt < len) {
		/* ASCII needs no decoder call (the state must be initial). */
		if (n && (unsigned)(unsigned char)*s - 1 < 0x7f && !st->__opaque2) {
			if (dst) dst[cnt] = (unsigned char)*s;
			s++; n--; cnt++;
			continue;
		}
		r = mbrtowc(&wc, s, n, st);
		if (r == (size_t)-2) { s += n; break; }
		if (r == (size_t)-1) {
			if (dst) *src = s;
			return -1;
		}
		if (r == 0) {
			if (dst) { dst[cnt] = 0; *src = 0; }
			return cnt;
		}
		if (dst) dst[cnt] = wc;
		cnt++; s += r; n -= r;
	}
	if (dst) *src = s;
	return cnt;
}

#include <wchar.h>
#include <string.h>

/* Converts at most nwc wide characters, storing at most len bytes (len is
 * ignored without dst); a character that does not fit whole stops the
 * conversion before it. */
size_t wcsnrtombs(char *restrict dst, const wchar_t **restrict src, size_t nwc, size_t len, mbstate_t *restrict st)
{
	const wchar_t *ws = *src;
	size_t cnt = 0, r;
	char buf[4];

	for (; nwc; ws++, nwc--) {
		if (!*ws) {
			if (dst) {
				if (cnt >= len) break;
				dst[cnt] = 0;
				*src = 0;
			}
			return cnt;
		}
		if (!dst) {
			if ((r = wcrtomb(buf, *ws, 0)) == (size_t)-1) return -1;
		} else if ((unsigned)*ws < 0x80 && cnt < len) {
			dst[cnt] = *ws;
			r = 1;
		} else {
			if ((r = wcrtomb(buf, *ws, 0)) == (size_t)-1) {
				*src = ws;
				return -1;
			}
			if (r > len - cnt) break;
			memcpy(dst + cnt, buf, r);
		}
		cnt += r;
	}
	if (dst) *src = ws;
	return cnt;
}

#include "iconv_impl.h"

/* ISO-2022-JP (RFC 1468) as glibc reads and writes it: ESC ( B ASCII,
 * ESC ( J JIS X 0201 Roman, ESC $ @ and ESC $ B JIS X 0208 (one table,
 * EUC-JP's without the high bits). Control characters pass in any mode;
 * an ESC that starts no known sequence is an ordinary character. */

enum { ASCII, ROMAN, JIS0208 };

int __iconv_2022jp_decode(struct iconv_state *cd, const unsigned char *s, size_t n, uint32_t *c)
{
	unsigned b = s[0];

	if (b >= 0x80) return BAD;
	if (b == 0x1b) {
		int mode = -1;
		/* glibc decides on three bytes, whatever the second. */
		if (n < 3) return SHORT;
		if (s[1] == '(' || s[1] == '$') {
			if (s[1] == '(' && s[2] == 'B') mode = ASCII;
			if (s[1] == '(' && s[2] == 'J') mode = ROMAN;
			if (s[1] == '$' && (s[2] == '@' || s[2] == 'B')) mode = JIS0208;
		}
		if (mode >= 0) {
			cd->in_mode = mode;
			return MARK | 3;
		}
	}
	if (cd->in_mode == JIS0208 && b > 0x20 && b < 0x7f) {
		unsigned u;
		if (n < 2) return SHORT;
		if (s[1] < 0x21 || s[1] > 0x7e) return BAD;
		if (!(u = __iconv_mb(T_JIS0208, b | 0x80, s[1] | 0x80))) return BAD;
		*c = u;
		return 2;
	}
	*c = b;
	if (cd->in_mode == ROMAN && b == 0x5c) *c = 0xa5;
	if (cd->in_mode == ROMAN && b == 0x7e) *c = 0x203e;
	return 1;
}

/* C's code in MODE (one byte, or two for JIS X 0208), 0 if none. */
static int code_in(int mode, uint32_t c, unsigned char *b)
{
	uint32_t code;
	switch (mode) {
	case ASCII:
		if (c >= 0x80) return 0;
		*b = c;
		return 1;
	case ROMAN:
		if (c == 0xa5) c = 0x5c;
		else if (c == 0x203e) c = 0x7e;
		else if (c >= 0x80 || c == 0x5c || c == 0x7e) return 0;
		*b = c;
		return 1;
	}
	if (__iconv_cjk_lookup(CS_EUCJP, c, &code) <= 0 || code < 0xa1a1 || code > 0xfefe)
		return 0;
	b[0] = code >> 8 & 0x7f;
	b[1] = code & 0x7f;
	return 2;
}

static const char esc[][4] = { "\33(B", "\33(J", "\33$B" };

/* The current mode when it has C, else the first that has it. */
int __iconv_2022jp_encode(struct iconv_state *cd, uint32_t c, unsigned char *b)
{
	int mode = cd->out_mode, k = code_in(mode, c, b);

	if (k) {
		cd->next_mode = mode;
		return k;
	}
	for (mode = ASCII; mode <= JIS0208; mode++)
		if (mode != cd->out_mode && (k = code_in(mode, c, b + 3))) {
			for (int i = 0; i < 3; i++) b[i] = esc[mode][i];
			cd->next_mode = mode;
			return 3 + k;
		}
	return BAD;
}

/* The bytes that end the output in the initial state (ASCII). */
int __iconv_2022jp_reset(struct iconv_state *cd, unsigned char *b)
{
	if (cd->out_mode == ASCII) return 0;
	for (int i = 0; i < 3; i++) b[i] = esc[ASCII][i];
	return 3;
}

#include <iconv.h>
#include <errno.h>
#include <string.h>
#include <stdint.h>
#include "iconv_impl.h"

/* Every conversion goes through a code point: decode one character from
 * the input, encode it to the output, commit both only if the output had
 * room. Errors follow POSIX: EILSEQ (invalid or unconvertible input; the
 * input stops at the offending character), EINVAL (incomplete character
 * at the end), E2BIG (output full). */

static unsigned get16(const unsigned char *p, int big)
{
	return big ? p[0] << 8 | p[1] : p[1] << 8 | p[0];
}

static uint32_t get32(const unsigned char *p, int big)
{
	return big ? (uint32_t)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3]
	           : (uint32_t)p[3] << 24 | p[2] << 16 | p[1] << 8 | p[0];
}

/* Decodes one character; returns bytes used (MARK | length for a
 * byte-order mark, which yields no character) or BAD/SHORT. */
static int decode(struct iconv_state *cd, const unsigned char *s, size_t n, uint32_t *c)
{
	int cs = cd->from, big;
	if (!n) return SHORT;
	if (cs == CS_ISO2022JP) return __iconv_2022jp_decode(cd, s, n, c);
	if (cs >= CS_CJK) return __iconv_cjk_decode(cs, s, n, c);
	if (cs >= CS_SBCS) return __iconv_sbcs_decode(cs, s, c);
	switch (cs) {
	case CS_ASCII:
		if (*s >= 0x80) return BAD;
		/* fall through */
	case CS_LATIN1:
		*c = *s;
		return 1;
	case CS_UTF8: {
		unsigned b = s[0], k, lo = 0x80, hi = 0xbf;
		uint32_t v;
		if (b < 0x80) { *c = b; return 1; }
		if (b < 0xc2 || b > 0xf4) return BAD;
		if (b < 0xe0) { k = 2; v = b & 0x1f; }
		else if (b < 0xf0) {
			k = 3; v = b & 0x0f;
			if (b == 0xe0) lo = 0xa0;
			if (b == 0xed) hi = 0x9f;
		} else {
			k = 4; v = b & 0x07;
			if (b == 0xf0) lo = 0x90;
			if (b == 0xf4) hi = 0x8f;
		}
		for (unsigned i = 1; i < k; i++) {
			if (i >= n) return SHORT;
			if (s[i] < lo || s[i] > hi) return BAD;
			v = v << 6 | (s[i] & 0x3f);
			lo = 0x80; hi = 0xbf;
		}
		*c = v;
		return k;
	}
	case CS_UTF16: case CS_UCS2:
		if (n < 2) return SHORT;
		if (!cd->in_bom_done) {
			cd->in_bom_done = 1;
			for (int b = 0; b < 2; b++)
				if (get16(s, b) == 0xfeff) {
					cd->in_big = b;
					return MARK | 2;
				}
		}
		big = cd->in_big;
		goto utf16;
	case CS_UTF16LE: case CS_UTF16BE: case CS_UCS2LE: case CS_UCS2BE:
		if (n < 2) return SHORT;
		big = cs == CS_UTF16BE || cs == CS_UCS2BE;
	utf16: {
		unsigned u = get16(s, big);
		if (u - 0xd800 >= 0x800) { *c = u; return 2; }
		if (cs >= CS_UCS2 || u >= 0xdc00) return BAD;
		if (n < 4) return SHORT;
		unsigned l = get16(s + 2, big);
		if (l - 0xdc00 >= 0x400) return BAD;
		*c = 0x10000 + ((u - 0xd800) << 10) + (l - 0xdc00);
		return 4;
	}
	case CS_UTF32:
		if (n < 4) return SHORT;
		if (!cd->in_bom_done) {
			cd->in_bom_done = 1;
			for (int b = 0; b < 2; b++)
				if (get32(s, b) == 0xfeff) {
					cd->in_big = b;
					return MARK | 4;
				}
		}
		big = cd->in_big;
		goto utf32;
	case CS_UTF32LE: case CS_UTF32BE: case CS_WCHAR:
		if (n < 4) return SHORT;
		big = cs == CS_UTF32BE;
	utf32: {
		uint32_t v;
		if (cs == CS_WCHAR) memcpy(&v, s, 4);
		else v = get32(s, big);
		if (v >= 0x110000 || v - 0xd800 < 0x800) return BAD;
		*c = v;
		return 4;
	}
	}
	return BAD;
}

/* The code unit size of a charset: what //IGNORE skips on bad input. */
static int unit(int cs)
{
	if (cs <= CS_LATIN1 || cs >= CS_SBCS) return 1;
	if (cs >= CS_UTF32 && cs <= CS_UTF32BE) return 4;
	return cs == CS_WCHAR ? 4 : 2;
}

static void put16(unsigned char *p, unsigned v, int big)
{
	p[!big] = v >> 8;
	p[big] = v;
}

static void put32(unsigned char *p, uint32_t v, int big)
{
	for (int i = 0; i < 4; i++) p[big ? 3 - i : i] = v >> 8 * i;
}

/* Encodes C into b (at least 8 bytes); returns its length, or BAD when
 * the target charset cannot represent C. */
static int encode(struct iconv_state *cd, uint32_t c, unsigned char *b)
{
	int cs = cd->to, k = 0, big;
	if (cs == CS_ISO2022JP) return __iconv_2022jp_encode(cd, c, b);
	if (cs >= CS_CJK) return __iconv_cjk_encode(cs, c, b);
	if (cs >= CS_SBCS) return __iconv_sbcs_encode(cs, c, b);
	switch (cs) {
	case CS_ASCII:
		if (c >= 0x80) return BAD;
		*b = c;
		return 1;
	case CS_LATIN1:
		if (c >= 0x100) return BAD;
		*b = c;
		return 1;
	case CS_UTF8:
		if (c < 0x80) { b[0] = c; return 1; }
		if (c < 0x800) { b[0] = 0xc0 | c >> 6; b[1] = 0x80 | (c & 0x3f); return 2; }
		if (c < 0x10000) {
			b[0] = 0xe0 | c >> 12; b[1] = 0x80 | (c >> 6 & 0x3f); b[2] = 0x80 | (c & 0x3f);
			return 3;
		}
		b[0] = 0xf0 | c >> 18; b[1] = 0x80 | (c >> 12 & 0x3f);
		b[2] = 0x80 | (c >> 6 & 0x3f); b[3] = 0x80 | (c & 0x3f);
		return 4;
	case CS_UTF16: case CS_UCS2: case CS_UTF32:
		if (!cd->out_bom_done) {
			if (cs == CS_UTF32) put32(b, 0xfeff, 0);
			else put16(b, 0xfeff, 0);
			k = cs == CS_UTF32 ? 4 : 2;
		}
		big = 0;
		if (cs == CS_UTF32) goto utf32;
		goto utf16;
	case CS_UTF16LE: case CS_UTF16BE: case CS_UCS2LE: case CS_UCS2BE:
		big = cs == CS_UTF16BE || cs == CS_UCS2BE;
	utf16:
		if (c < 0x10000) { put16(b + k, c, big); return k + 2; }
		if (cs >= CS_UCS2) return BAD;
		put16(b + k, 0xd7c0 + (c >> 10), big);
		put16(b + k + 2, 0xdc00 | (c & 0x3ff), big);
		return k + 4;
	case CS_UTF32LE: case CS_UTF32BE:
		big = cs == CS_UTF32BE;
	utf32:
		put32(b + k, c, big);
		return k + 4;
	case CS_WCHAR:
		memcpy(b, &c, 4);
		return 4;
	}
	return BAD;
}

/* Writes C out: 0 when written, or dropped (a tag character the target
 * lacks; //IGNORE), -1 with errno set. */
static int put(struct iconv_state *cd, uint32_t c, char **out, size_t *outb, size_t *irrev, int *skipped)
{
	unsigned char buf[8];
	/* glibc finds the output full before it looks at the character:
	 * E2BIG, not EILSEQ, when not even the smallest one fits. */
	if (*outb < (size_t)unit(cd->to)) { errno = E2BIG; return -1; }
	int l = encode(cd, c, buf);
	if (l == NOMEM) { errno = ENOMEM; return -1; }
	/* glibc drops the tag characters a charset lacks. */
	if (l == BAD && c - 0xe0000 < 0x80 && cd->to != CS_ISO2022JP) return 0;
	if (l == BAD) {
		if (cd->flags & F_TRANSLIT) {
			l = encode(cd, '?', buf);
			++*irrev;
		} else if (cd->flags & F_IGNORE) {
			*skipped = 1;
			return 0;
		} else {
			errno = EILSEQ;
			return -1;
		}
	}
	if ((size_t)l > *outb) { errno = E2BIG; return -1; }
	memcpy(*out, buf, l);
	*out += l; *outb -= l;
	cd->out_bom_done = 1;
	cd->out_mode = cd->next_mode;
	return 0;
}

size_t iconv(iconv_t cd0, char **restrict in, size_t *restrict inb,
	char **restrict out, size_t *restrict outb)
{
	struct iconv_state *cd = cd0;
	size_t irrev = 0;
	int skipped = 0;
	unsigned char buf[8];

	if (!in || !*in) {
		/* A letter CP1255/CP1258 held back goes out now. As in glibc it
		 * stays held while it does not fit (E2BIG) or the target lacks
		 * it (EILSEQ); //IGNORE drops it with EILSEQ, //TRANSLIT counts
		 * its '?'. A reset without an output forgets it. */
		if (cd->held && out && *out) {
			if (put(cd, cd->held, out, outb, &irrev, &skipped)) return -1;
		}
		cd->held = 0;
		/* Back to the initial state, writing what returns the output
		 * there (ISO-2022-JP's ESC ( B); a pending BOM is forgotten. */
		if (out && *out && cd->to == CS_ISO2022JP) {
			int l = __iconv_2022jp_reset(cd, buf);
			if ((size_t)l > *outb) { errno = E2BIG; return -1; }
			memcpy(*out, buf, l);
			*out += l; *outb -= l;
		}
		cd->in_bom_done = cd->out_bom_done = 0;
		cd->in_big = cd->in_mode = cd->out_mode = 0;
		if (skipped) { errno = EILSEQ; return -1; }
		return irrev;
	}
	/* When a character cannot be written (E2BIG, EILSEQ), glibc leaves
	 * the input just after the last character whose decoding wrote
	 * something, with the letter then held: CP1255/CP1258 may have read
	 * on past it, holding letters, and go back there. */
	char *stop = *in;
	size_t stopb = *inb;
	uint32_t stop_held = cd->held;
	int wrote = 0, back = __iconv_composes(cd->from);
	while (*inb) {
		const unsigned char *s = (const void *)*in;
		if (wrote) {
			stop = *in; stopb = *inb;
			stop_held = cd->held;
			wrote = 0;
		}
		uint32_t c;
		int k = decode(cd, s, *inb, &c);

		if (k == SHORT) { errno = EINVAL; return -1; }
		if (k == BAD) {
			if (!(cd->flags & F_IGNORE)) { errno = EILSEQ; return -1; }
			/* Skip one byte (one unit for the wide charsets). */
			k = unit(cd->from);
			if ((size_t)k > *inb) k = *inb;
			*in += k; *inb -= k;
			skipped = 1;
			continue;
		}
		if (k & MARK) {
			k &= ~MARK;
			*in += k; *inb -= k;
			continue;
		}
		if (cd->held) {
			int hold = 0;
			uint32_t x = __iconv_compose(cd->from, cd->held, c, &hold);
			if (x && hold) {
				cd->held = x;
			} else if (x) {
				if (put(cd, x, out, outb, &irrev, &skipped)) goto fail;
				cd->held = 0;
				wrote = 1;
			}
			if (x) {
				*in += k; *inb -= k;
				continue;
			}
			/* The held letter goes out alone, then C as any other. */
			if (put(cd, cd->held, out, outb, &irrev, &skipped)) goto fail;
			cd->held = 0;
			wrote = 1;
		}
		if (back && __iconv_holds(cd->from, c)) {
			cd->held = c;
		} else {
			if (put(cd, c, out, outb, &irrev, &skipped)) goto fail;
			wrote = 1;
		}
		*in += k; *inb -= k;
	}
	/* glibc's //IGNORE: convert everything possible, then report. */
	if (skipped) { errno = EILSEQ; return -1; }
	return irrev;
fail:
	/* Unless this character's held letter went out (glibc stops
	 * between the two then, holding nothing). */
	if (back && !wrote) {
		*in = stop; *inb = stopb;
		cd->held = stop_held;
	}
	return -1;
}

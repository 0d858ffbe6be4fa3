#include "regex_impl.h"
#include <ctype.h>
#include <string.h>
#include <wctype.h>

/* How both engines read the subject: one character at a position (a
 * byte, or a UTF-8 sequence decoded the way the parser decodes the
 * pattern), the character before a position, case folding, and the
 * zero-width assertions. */

int __re_getc(const struct re_input *in, size_t i, int *len)
{
	const unsigned char *p = in->s + i;
	int c = *p, n, k;
	if (!in->prog->utf8 || c < 0x80) {
		*len = 1;
		if (in->prog->translate) c = in->prog->translate[c];
		return c;
	}
	if (c >= 0xc2 && c <= 0xdf) n = 1, c &= 0x1f;
	else if (c >= 0xe0 && c <= 0xef) n = 2, c &= 0x0f;
	else if (c >= 0xf0 && c <= 0xf4) n = 3, c &= 0x07;
	else goto bad;
	if (in->len - i <= (size_t)n) goto bad;
	for (k = 1; k <= n; k++) {
		if ((p[k] & 0xc0) != 0x80) goto bad;
		c = c << 6 | (p[k] & 0x3f);
	}
	if ((n == 2 && c < 0x800) || (n == 3 && (c < 0x10000 || c > 0x10ffff))
	    || (c >= 0xd800 && c <= 0xdfff))
		goto bad;
	*len = n + 1;
	return c;
bad:
	*len = 1;
	return RE_BADBYTE + *p;
}

/* The character ending just before position i (i > 0). */
int __re_prevc(const struct re_input *in, size_t i)
{
	size_t j = i - 1;
	int len;
	if (in->prog->utf8 && in->s[j] >= 0x80) {
		size_t k;
		for (k = 0; k < 3 && j > 0 && (in->s[j] & 0xc0) == 0x80; k++) j--;
		if (__re_getc(in, j, &len), j + len != i) j = i - 1;
	}
	return __re_getc(in, j, &len);
}

/* REG_ICASE is glibc's (and GNU grep's dfa's) rule: two characters are
 * the same when their towupper are, so the fold is towupper: with
 * towlower, U+0130 (capital I with dot above) would go with i, and the
 * micro sign, dotless i and long s with nothing. A bracket's members
 * are folded when it is parsed, as glibc reads the pattern upper-cased
 * ([@-a] is [@-A], [a-Z] is [A-Z]), and a character is looked up by its
 * fold. */
int __re_upper(int utf8, int c)
{
	if (c >= RE_BADBYTE) return c;
	if (utf8) return towupper(c);
	return c < 128 ? toupper(c) : c;
}

int __re_fold(const struct __re_prog *p, int c)
{
	return __re_upper(p->utf8, c);
}

/* The lower-case letters that are not the towlower of their towupper
 * (gnulib's lonesome_lower, with the Cyrillic ones of Unicode 9):
 * besides towupper(c) and towlower(towupper(c)) the only characters
 * that can share c's towupper. tests/libc/regex/regex_icase checks the
 * list against the whole of towupper. */
static const unsigned short lonesome[] = {
	0x00b5, 0x0131, 0x017f, 0x01c5, 0x01c8, 0x01cb, 0x01f2, 0x0345,
	0x03c2, 0x03d0, 0x03d1, 0x03d5, 0x03d6, 0x03f0, 0x03f1, 0x03f2,
	0x03f5, 0x1c80, 0x1c81, 0x1c82, 0x1c83, 0x1c84, 0x1c85, 0x1c86,
	0x1c87, 0x1c88, 0x1e9b, 0x1fbe
};

/* The characters other than c that REG_ICASE takes for c (at most
 * RE_NFOLD): the ones with the same towupper, all of which can start
 * a match of c (regcompile.c's first-byte set). */
int __re_fold_others(int utf8, int c, int *out)
{
	int n = 0, u, l;
	size_t i;
	if (c >= RE_BADBYTE) return 0;
	if (!utf8) {
		if (c >= 128) return 0;
		u = toupper(c), l = tolower(c);
		if (u != c) out[n++] = u;
		if (l != c) out[n++] = l;
		return n;
	}
	u = towupper(c);
	l = towlower(u);
	if (u != c) out[n++] = u;
	if (l != u && l != c && (int)towupper(l) == u) out[n++] = l;
	/* every lonesome letter's towupper is below U+A800 */
	if (u < 0xa800)
		for (i = 0; i < sizeof lonesome / sizeof *lonesome; i++)
			if (lonesome[i] != c && lonesome[i] != l && (int)towupper(lonesome[i]) == u)
				out[n++] = lonesome[i];
	return n;
}

int __re_isword(const struct __re_prog *p, int c)
{
	if (c == '_') return 1;
	if (c >= RE_BADBYTE) return 0;
	if (p->utf8) return iswalnum(c);
	return c < 128 && isalnum(c);
}

int __re_assert(const struct re_input *in, size_t pos, int kind)
{
	int a, b, len;
	switch (kind) {
	case RA_BOL:
		return (pos == 0 && !in->notbol) || (in->nlanchor && pos > 0 && in->s[pos - 1] == '\n');
	case RA_EOL:
		return (pos == in->len && !in->noteol) || (in->nlanchor && pos < in->len && in->s[pos] == '\n');
	case RA_BUFBEG: return pos == 0;
	case RA_BUFEND: return pos == in->len;
	}
	a = pos > 0 && __re_isword(in->prog, __re_prevc(in, pos));
	b = pos < in->len && __re_isword(in->prog, __re_getc(in, pos, &len));
	switch (kind) {
	case RA_WORDB: return a != b;
	case RA_NWORDB: return a == b;
	case RA_WBEG: return !a && b;
	default: return a && !b;
	}
}

/* RI_SAVE of slot s at pos on a thread's slots (C group slots). With
 * optional groups this follows glibc's register rules: opening clears
 * the end, a non-empty close records every register, and an empty
 * close of an optional copy after the group had a value goes back to
 * that record. */
void __re_save(const struct __re_prog *p, regoff_t *cap, size_t c, int s, int opt, size_t pos)
{
	if (!p->has_opt) {
		cap[s] = pos;
	} else if (!(s & 1)) {
		cap[s] = pos;
		cap[s + 1] = -1;
	} else if (cap[s - 1] < (regoff_t)pos) {
		cap[s] = pos;
		memcpy(cap + c, cap, c * sizeof *cap);
	} else if (opt && cap[c + s - 1] != -1) {
		memcpy(cap, cap + c, c * sizeof *cap);
	} else {
		cap[s] = pos;
	}
}

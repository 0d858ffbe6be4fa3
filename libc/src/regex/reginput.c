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

int __re_fold(const struct __re_prog *p, int c)
{
	if (c >= RE_BADBYTE) return c;
	if (p->utf8) return towlower(c);
	return c < 128 ? tolower(c) : c;
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

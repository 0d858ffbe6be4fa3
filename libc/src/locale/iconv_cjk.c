#include <stdlib.h>
#include "iconv_impl.h"

/* EUC-JP, Shift_JIS, CP932, EUC-KR, Big5, GBK and GB18030 over the
 * generated tables. Decoding reads the tables; encoding inverts them
 * once per charset (the first time a conversion to it needs a lookup)
 * into a sorted array kept for the life of the process, as glibc keeps
 * its loaded gconv modules. */

/* Position of a charset in the per-charset tables (no ISO-2022-JP). */
static int slot(int cs)
{
	int k = cs - CS_CJK;
	return k > CS_ISO2022JP - CS_CJK ? k - 1 : k;
}

static unsigned sjis_to_jis(unsigned l, unsigned t)
{
	unsigned r, c;
	if (t < 0x40 || t == 0x7f || t > 0xfc) return 0;
	if (l - 0x81 <= 0x9f - 0x81) r = (l - 0x81) * 2;
	else if (l - 0xe0 <= 0xef - 0xe0) r = (l - 0xc1) * 2;
	else return 0;
	if (t >= 0x9f) r++, c = t - 0x9f;
	else c = t - 0x40 - (t > 0x7f);
	return __iconv_mb(T_JIS0208, r + 0xa1, c + 0xa1);
}

static uint32_t find_pair(const struct mbpair *p, unsigned n, uint32_t code)
{
	for (unsigned i = 0; i < n; i++)
		if (p[i].code == code) return p[i].ucs;
	return 0;
}

static int gb_four(const unsigned char *s, size_t n, uint32_t *c)
{
	unsigned lo = 0, hi = __iconv_gb_nruns;
	uint32_t i;

	if (n < 3) return SHORT;
	if (s[2] < 0x81 || s[2] > 0xfe) return BAD;
	if (n < 4) return SHORT;
	if (s[3] < 0x30 || s[3] > 0x39) return BAD;
	i = (((s[0] - 0x81) * 10 + s[1] - 0x30) * 126 + s[2] - 0x81) * 10 + s[3] - 0x30;
	if (i >= 189000) {
		if (i - 189000 >= 0x100000) return BAD;
		*c = 0x10000 + i - 189000;
		return 4;
	}
	while (lo < hi) {
		unsigned mid = (lo + hi) / 2;
		const unsigned short *r = __iconv_gb_runs[mid];
		if (i < r[0]) hi = mid;
		else if (i >= (uint32_t)r[0] + r[2]) lo = mid + 1;
		else { *c = r[1] + (i - r[0]); return 4; }
	}
	return BAD;
}

int __iconv_cjk_decode(int cs, const unsigned char *s, size_t n, uint32_t *c)
{
	unsigned u = __iconv_single[slot(cs)][s[0]], l = s[0], t;

	if (u == NONE) return BAD;
	if (u < LEAD3) { *c = u; return 1; }
	if (n < 2) return SHORT;
	t = s[1];
	switch (cs) {
	case CS_EUCJP:
		if (u == LEAD3) {
			/* glibc waits for a third byte after A2..ED, the
			 * span of JIS X 0212's rows (the generator checks). */
			if (t < 0xa2 || t > 0xed) return BAD;
			if (n < 3) return SHORT;
			u = __iconv_mb(T_JIS0212, t, s[2]);
			if (!u) return BAD;
			*c = u;
			return 3;
		}
		u = __iconv_mb(T_JIS0208, l, t);
		break;
	case CS_SJIS:
		u = sjis_to_jis(l, t);
		break;
	case CS_CP932:
		if (l - 0xf0 <= 9) {
			/* The user-defined area, onto the Private Use Area. */
			if (t < 0x40 || t == 0x7f || t > 0xfc) return BAD;
			u = 0xe000 + (l - 0xf0) * 188 + t - 0x40 - (t > 0x7f);
			break;
		}
		if (!(u = find_pair(__iconv_cp932_over, __iconv_cp932_nover, l << 8 | t))
		    && !(u = __iconv_mb(T_CP932EXT, l, t)))
			u = sjis_to_jis(l, t);
		break;
	case CS_EUCKR:
		u = __iconv_mb(T_KSC5601, l, t);
		break;
	case CS_BIG5:
		u = __iconv_mb(T_BIG5, l, t);
		break;
	case CS_GBK:
		u = __iconv_mb(T_GB, l, t);
		for (unsigned i = 0; u && i < __iconv_gbk_nholes; i++)
			if ((l << 8 | t) - __iconv_gbk_holes[i][0] <= (unsigned)(__iconv_gbk_holes[i][1] - __iconv_gbk_holes[i][0]))
				u = 0;
		break;
	case CS_GB18030:
		if (t - 0x30 < 10) return gb_four(s, n, c);
		if ((*c = find_pair(__iconv_gb_astral, __iconv_gb_nastral, l << 8 | t))) return 2;
		u = __iconv_mb(T_GB, l, t);
		break;
	}
	if (!u) return BAD;
	*c = u;
	return 2;
}

/* The inverse of a charset: (code point << 32 | code) for every byte
 * sequence of up to three bytes that decodes to one character, sorted,
 * so the first entry of a code point holds its smallest code. */
static struct rev { uint64_t *v; size_t n; } *revs[7];

static int cmp64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static int add(struct rev *r, size_t *cap, int cs, uint32_t code, int len)
{
	unsigned char s[3] = { code >> 8 * (len - 1), code >> 8 * (len - 2), code };
	uint32_t c;

	if (__iconv_cjk_decode(cs, s, len, &c) != len) return 0;
	if (r->n == *cap) {
		uint64_t *w = realloc(r->v, (*cap *= 2) * sizeof *w);
		if (!w) return -1;
		r->v = w;
	}
	r->v[r->n++] = (uint64_t)c << 32 | code;
	return 0;
}

static struct rev *build(int cs)
{
	size_t cap = 4096;
	struct rev *r = malloc(sizeof *r);
	const unsigned short *single = __iconv_single[slot(cs)];

	if (!r || !(r->v = malloc(cap * sizeof *r->v))) goto fail;
	r->n = 0;
	for (uint32_t code = 0; code < 0x100; code++) {
		if (single[code] != LEAD && single[code] != LEAD3) {
			if (add(r, &cap, cs, code, 1)) goto fail;
			continue;
		}
		if (single[code] == LEAD)
			for (uint32_t t = 0; t < 0x100; t++)
				if (add(r, &cap, cs, code << 8 | t, 2)) goto fail;
		if (single[code] == LEAD3)
			for (uint32_t t = 0x100; t < 0x10000; t++)
				if (add(r, &cap, cs, code << 16 | t, 3)) goto fail;
	}
	qsort(r->v, r->n, sizeof *r->v, cmp64);
	return r;
fail:
	if (r) free(r->v);
	free(r);
	return 0;
}

static int put(uint32_t code, unsigned char *b)
{
	int len = code > 0xffffff ? 4 : code > 0xffff ? 3 : code > 0xff ? 2 : 1;
	for (int i = 0; i < len; i++) b[i] = code >> 8 * (len - 1 - i);
	return len;
}

static uint32_t gb4(uint32_t i)
{
	return (0x81 + i / 12600) << 24 | (0x30 + i / 1260 % 10) << 16
	     | (0x81 + i / 10 % 126) << 8 | (0x30 + i % 10);
}

/* The smallest code of C in charset CS: 1 and the code in *code, 0 if
 * none, -1 without memory for the inverse table. */
int __iconv_cjk_lookup(int cs, uint32_t c, uint32_t *code)
{
	int k = slot(cs);
	struct rev *r = __atomic_load_n(&revs[k], __ATOMIC_ACQUIRE);
	size_t lo = __iconv_enc_exc_at[k], hi = __iconv_enc_exc_at[k + 1];

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (__iconv_enc_exc[mid].ucs == c) {
			*code = __iconv_enc_exc[mid].code;
			return *code != 0;
		}
		if (__iconv_enc_exc[mid].ucs < c) lo = mid + 1; else hi = mid;
	}
	if (!r) {
		struct rev *old = 0;
		if (!(r = build(cs))) return -1;
		if (!__atomic_compare_exchange_n(&revs[k], &old, r, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
			free(r->v);
			free(r);
			r = old;
		}
	}
	lo = 0;
	hi = r->n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (r->v[mid] >> 32 < c) lo = mid + 1; else hi = mid;
	}
	if (lo < r->n && r->v[lo] >> 32 == c) {
		*code = (uint32_t)r->v[lo];
		return 1;
	}
	return 0;
}

int __iconv_cjk_encode(int cs, uint32_t c, unsigned char *b)
{
	uint32_t code;
	int k;

	if (c < 0x80 && __iconv_single[slot(cs)][c] == c) { *b = c; return 1; }
	k = __iconv_cjk_lookup(cs, c, &code);
	if (k < 0) return NOMEM;
	if (k) return put(code, b);
	if (cs != CS_GB18030) return BAD;
	if (c >= 0x10000) return put(gb4(c - 0x10000 + 189000), b);
	for (unsigned i = 0; i < __iconv_gb_nruns; i++) {
		const unsigned short *r = __iconv_gb_runs[i];
		if (c - r[1] < r[2]) return put(gb4(r[0] + c - r[1]), b);
	}
	return BAD;
}

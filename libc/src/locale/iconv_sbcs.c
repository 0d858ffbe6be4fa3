#include "iconv_impl.h"

/* The single-byte charsets: ASCII below 0x80, a table above. */

int __iconv_sbcs_decode(int cs, const unsigned char *s, uint32_t *c)
{
	unsigned u = *s < 0x80 ? *s : __iconv_sbcs[cs - CS_SBCS][*s - 0x80];
	if (!u && *s) return BAD;
	*c = u;
	return 1;
}

int __iconv_sbcs_encode(int cs, uint32_t c, unsigned char *b)
{
	unsigned k = cs - CS_SBCS, key = k << 16 | c, lo = 0, hi = __iconv_sbcs_npairs;
	const unsigned short *t = __iconv_sbcs[k];

	if (c < 0x80) { *b = c; return 1; }
	if (c >= 0x10000) return BAD;
	/* glibc's exceptions first (sorted by charset, then code point). */
	while (lo < hi) {
		unsigned mid = (lo + hi) / 2;
		const struct sbcs_pair *p = &__iconv_sbcs_pairs[mid];
		unsigned pk = (unsigned)p->cs << 16 | p->ucs;
		if (pk == key) {
			for (int i = 0; i < p->len; i++) b[i] = p->b[i];
			return p->len;
		}
		if (pk < key) lo = mid + 1; else hi = mid;
	}
	for (int i = 0; i < 128; i++)
		if (t[i] == c) { *b = 0x80 + i; return 1; }
	return BAD;
}

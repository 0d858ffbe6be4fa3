#include "iconv_impl.h"

/* glibc decodes CP1255 and CP1258 with composition: a letter waits in
 * the conversion state until the next character shows whether the two
 * form a precomposed character (Hebrew points, Vietnamese tones); the
 * tables (iconv_compose_tab.c) are what glibc holds and composes. */

static int index_of(int cs)
{
	return cs == CS_CP1255 ? 0 : cs == CS_CP1258 ? 1 : -1;
}

int __iconv_composes(int cs)
{
	return index_of(cs) >= 0;
}

int __iconv_holds(int cs, uint32_t c)
{
	int k = index_of(cs);
	for (unsigned i = 0; i < __iconv_compose_nheld; i++) {
		const struct compose_run *r = &__iconv_compose_held[i];
		if (r->cs == k && c >= r->first && c <= r->last) return 1;
	}
	return 0;
}

uint32_t __iconv_compose(int cs, uint32_t h, uint32_t c, int *hold)
{
	unsigned k = index_of(cs), lo = 0, hi = __iconv_compose_n;
	uint64_t key = (uint64_t)k << 32 | h << 16 | c;
	if (h >= 0x10000 || c >= 0x10000) return 0;
	while (lo < hi) {
		unsigned mid = (lo + hi) / 2;
		const struct compose_pair *p = &__iconv_compose_tab[mid];
		uint64_t pk = (uint64_t)p->cs << 32 | (uint32_t)p->base << 16 | p->mark;
		if (pk == key) {
			*hold = p->hold;
			return p->composed;
		}
		if (pk < key) lo = mid + 1; else hi = mid;
	}
	return 0;
}

#include <stdlib.h>

void *bsearch(const void *key, const void *base, size_t n, size_t w, int (*cmp)(const void *, const void *))
{
	const char *b = base;
	while (n) {
		const char *m = b + n / 2 * w;
		int c = cmp(key, m);
		if (!c) return (void *)m;
		if (c > 0) {
			b = m + w;
			n -= n / 2 + 1;
		} else {
			n /= 2;
		}
	}
	return 0;
}

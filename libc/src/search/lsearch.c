#include <search.h>
#include <string.h>

void *lfind(const void *key, const void *base, size_t *nelp, size_t w, int (*cmp)(const void *, const void *))
{
	const char *p = base;
	for (size_t i = 0; i < *nelp; i++, p += w)
		if (!cmp(key, p)) return (void *)p;
	return 0;
}

void *lsearch(const void *key, void *base, size_t *nelp, size_t w, int (*cmp)(const void *, const void *))
{
	void *p = lfind(key, base, nelp, w, cmp);
	if (p) return p;
	p = (char *)base + *nelp * w;
	memcpy(p, key, w);
	++*nelp;
	return p;
}

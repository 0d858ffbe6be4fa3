#define _GNU_SOURCE
#include <string.h>

#define BIT(a, b) ((a)[(unsigned char)(b) / (8*sizeof *(a))] & (1UL << ((unsigned char)(b) % (8*sizeof *(a)))))
#define SET(a, b) ((a)[(unsigned char)(b) / (8*sizeof *(a))] |= (1UL << ((unsigned char)(b) % (8*sizeof *(a)))))

size_t strcspn(const char *s, const char *c)
{
	const char *a = s;
	unsigned long set[32 / sizeof(long)] = { 0 };

	if (!c[0] || !c[1]) return strchrnul(s, *c) - a;
	for (; *c; c++) SET(set, *c);
	for (; *s && !BIT(set, *s); s++);
	return s - a;
}

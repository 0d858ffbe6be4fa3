/* apezip helpers: errors, the entry table, CRC-32 (ISO 3309 polynomial). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "apezip.h"

_Noreturn void az_die(const struct az *Z, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "apezip: %s: ", Z->ape);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(1);
}

void *az_alloc(const struct az *Z, size_t n)
{
	void *p = malloc(n);
	if (!p)
		az_die(Z, "out of memory");
	return p;
}

struct az_entry *az_new_entry(struct az *Z)
{
	if (Z->n == Z->cap) {
		int cap = Z->cap ? 2 * Z->cap : 16;
		struct az_entry *e = realloc(Z->e, (size_t)cap * sizeof *Z->e);
		if (!e)
			az_die(Z, "out of memory");
		Z->e = e, Z->cap = cap;
	}
	struct az_entry *e = &Z->e[Z->n++];
	*e = (struct az_entry){ 0 };
	return e;
}

uint32_t az_crc32(uint32_t crc, const void *p, size_t n)
{
	static uint32_t table[256];
	if (!table[1])
		for (uint32_t i = 0; i < 256; i++) {
			uint32_t c = i;
			for (int k = 0; k < 8; k++)
				c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
			table[i] = c;
		}
	const unsigned char *b = p;
	crc = ~crc;
	while (n--)
		crc = table[(crc ^ *b++) & 0xff] ^ (crc >> 8);
	return ~crc;
}

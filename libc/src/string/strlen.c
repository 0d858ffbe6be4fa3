#include <string.h>
#include <stdint.h>

/* Word at a time from aligned addresses: an aligned load never crosses a
 * page boundary, so reading past the terminator cannot fault. The lowest
 * set bit of the zero-byte mask is exact (borrows only run upwards). */
#define ONES 0x0101010101010101ull
#define HIGHS 0x8080808080808080ull
#define HASZERO(x) (((x) - ONES) & ~(x) & HIGHS)

typedef uint64_t __attribute__((__may_alias__)) word;

static size_t firstzero(uint64_t m)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return __builtin_ctzll(m) >> 3;
#else
	return __builtin_clzll(m) >> 3;
#endif
}

size_t strlen(const char *s)
{
	const char *a = s;
	for (; (uintptr_t)s % 8; s++)
		if (!*s) return s - a;
	const word *w = (const void *)s;
	uint64_t m;
	if ((uintptr_t)w % 16) {
		if ((m = HASZERO(*w))) goto found;
		w++;
	}
	for (;; w += 2) {
		uint64_t m0 = HASZERO(w[0]), m1 = HASZERO(w[1]);
		if (m0 | m1) {
			if (m0) m = m0;
			else { m = m1; w++; }
			break;
		}
	}
found:
	return (const char *)w + firstzero(m) - a;
}

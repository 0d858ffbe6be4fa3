#include <string.h>
#include <stdint.h>

#define ONES 0x0101010101010101ull
#define HIGHS 0x8080808080808080ull
#define HASZERO(x) (((x) - ONES) & ~(x) & HIGHS)

typedef uint64_t __attribute__((__aligned__(1), __may_alias__)) u64u;

/* Eight bytes at a time while neither string can reach the end of its
 * page in the next load (an unaligned load may not touch a page the
 * string does not occupy); the first difference or terminator is then
 * located bytewise. Sorting and table lookups call this constantly. */
#define PAGE_OK(p) (((uintptr_t)(p) & 4095) <= 4096 - 8)

int strcmp(const char *l, const char *r)
{
	for (;;) {
		while (PAGE_OK(l) && PAGE_OK(r)) {
			uint64_t a = *(const u64u *)l, b = *(const u64u *)r;
			if (a != b || HASZERO(a)) goto bytes;
			l += 8; r += 8;
		}
		/* Near a page end: one byte, then try words again. */
		if (*l != *r || !*l) break;
		l++; r++;
	}
bytes:
	for (; *l == *r && *l; l++, r++);
	return *(const unsigned char *)l - *(const unsigned char *)r;
}

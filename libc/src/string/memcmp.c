#include <string.h>
#include <stdint.h>

typedef uint64_t __attribute__((__aligned__(1), __may_alias__)) u64u;

int memcmp(const void *vl, const void *vr, size_t n)
{
	const unsigned char *l = vl, *r = vr;
	/* Skip equal words; the first differing word is finished bytewise. */
	for (; n >= 8 && *(const u64u *)l == *(const u64u *)r; n -= 8, l += 8, r += 8);
	for (; n && *l == *r; n--, l++, r++);
	return n ? *l - *r : 0;
}

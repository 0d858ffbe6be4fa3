#include <string.h>
#include <stdint.h>

typedef unsigned char v16 __attribute__((__vector_size__(16), __aligned__(1), __may_alias__));
typedef uint64_t __attribute__((__aligned__(1), __may_alias__)) u64u;
typedef uint32_t __attribute__((__aligned__(1), __may_alias__)) u32u;

/* Short moves load every byte before storing any, which makes them
 * overlap-safe; longer moves copy 16-byte blocks in the direction that
 * never overwrites source bytes not yet read. */
void *memmove(void *dest, const void *src, size_t n)
{
	unsigned char *d = dest;
	const unsigned char *s = src;

	if (d == s) return d;
	if (n <= 16) {
		if (n >= 8) {
			u64u a = *(const u64u *)s, b = *(const u64u *)(s+n-8);
			*(u64u *)d = a; *(u64u *)(d+n-8) = b;
		} else if (n >= 4) {
			u32u a = *(const u32u *)s, b = *(const u32u *)(s+n-4);
			*(u32u *)d = a; *(u32u *)(d+n-4) = b;
		} else if (n) {
			unsigned char a = s[0], b = s[n/2], c = s[n-1];
			d[0] = a; d[n/2] = b; d[n-1] = c;
		}
		return dest;
	}
	if (n <= 32) {
		v16 a = *(const v16 *)s, b = *(const v16 *)(s+n-16);
		*(v16 *)d = a; *(v16 *)(d+n-16) = b;
		return dest;
	}
	if ((uintptr_t)d - (uintptr_t)s >= n) {
		/* d before s, or no overlap: forwards. */
		v16 tail = *(const v16 *)(s+n-16);
		unsigned char *dend = d + n - 16;
		while (d < dend) {
			v16 x = *(const v16 *)s;
			*(v16 *)d = x;
			d += 16; s += 16;
		}
		*(v16 *)dend = tail;
	} else {
		/* d after s inside the source: backwards. */
		v16 head = *(const v16 *)s;
		unsigned char *p = d + n;
		const unsigned char *q = s + n;
		while (p > d + 16) {
			p -= 16; q -= 16;
			v16 x = *(const v16 *)q;
			*(v16 *)p = x;
		}
		*(v16 *)d = head;
	}
	return dest;
}

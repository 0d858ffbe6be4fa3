#include <string.h>
#include <stdint.h>

/* Unaligned, alias-safe vector and word types: the compiler picks the
 * right loads for the target (one instruction on x86_64 and aarch64),
 * so the copy needs no alignment dance in C. */
typedef unsigned char v16 __attribute__((__vector_size__(16), __aligned__(1), __may_alias__));
typedef uint64_t __attribute__((__aligned__(1), __may_alias__)) u64u;
typedef uint32_t __attribute__((__aligned__(1), __may_alias__)) u32u;
typedef uint16_t __attribute__((__aligned__(1), __may_alias__)) u16u;

void *memcpy(void *restrict dest, const void *restrict src, size_t n)
{
	unsigned char *d = dest;
	const unsigned char *s = src;

	/* Short copies: two possibly overlapping moves cover every length in
	 * a size class without a loop or a byte tail. */
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
	if (n <= 64) {
		v16 a = *(const v16 *)s, b = *(const v16 *)(s+n-16);
		if (n > 32) {
			v16 c = *(const v16 *)(s+16), e = *(const v16 *)(s+n-32);
			*(v16 *)(d+16) = c; *(v16 *)(d+n-32) = e;
		}
		*(v16 *)d = a; *(v16 *)(d+n-16) = b;
		return dest;
	}
	/* Long copies: first 16 bytes unaligned, then aligned stores from the
	 * next 16-byte boundary of dest, last 16 bytes unaligned. */
	v16 head = *(const v16 *)s, tail = *(const v16 *)(s+n-16);
	unsigned char *dend = d + n - 16;
	size_t skip = 16 - ((uintptr_t)d & 15);
	unsigned char *p = d + skip;
	const unsigned char *q = s + skip;
	for (; p + 64 <= dend; p += 64, q += 64) {
		v16 x0 = *(const v16 *)q, x1 = *(const v16 *)(q+16);
		v16 x2 = *(const v16 *)(q+32), x3 = *(const v16 *)(q+48);
		*(v16 *)p = x0; *(v16 *)(p+16) = x1;
		*(v16 *)(p+32) = x2; *(v16 *)(p+48) = x3;
	}
	for (; p < dend; p += 16, q += 16)
		*(v16 *)p = *(const v16 *)q;
	*(v16 *)d = head;
	*(v16 *)dend = tail;
	return dest;
}

#include <string.h>
#include "x86_vec.h"

/* As strlen: the first two aligned 16-byte blocks inline, then loops
 * over aligned blocks; only the last, partial block needs the length
 * applied to its mask. LEFT is the number of bytes from P on that are
 * within the length (> 0). */

AVX2 static void *rest_avx2(const unsigned char *p, int c, size_t left)
{
	const v32 k = (v32){ 0 } + (unsigned char)c;
	unsigned m;
	if ((uintptr_t)p & 16) {
		if ((m = MASK16(*(const v16 *)p == (v16){ 0 } + (unsigned char)c))) goto found;
		if (left <= 16) return 0;
		p += 16; left -= 16;
	}
	/* memchr may be given more than the object when the byte is inside
	 * it (strnlen does), so blocks are aligned to their size: none
	 * crosses a page. Inside the length, a match is the answer. */
	for (; (uintptr_t)p & 127 && left >= 32; p += 32, left -= 32)
		if ((m = MASK32(*(const v32 *)p == k))) return (void *)(p + __builtin_ctz(m));
	for (; left >= 128; p += 128, left -= 128) {
		v32 a = *(const v32 *)p == k, b = *(const v32 *)(p + 32) == k;
		v32 x = *(const v32 *)(p + 64) == k, y = *(const v32 *)(p + 96) == k;
		if (MASK32(a | b | x | y)) {
			if ((m = MASK32(a))) return (void *)(p + __builtin_ctz(m));
			if ((m = MASK32(b))) return (void *)(p + 32 + __builtin_ctz(m));
			if ((m = MASK32(x))) return (void *)(p + 64 + __builtin_ctz(m));
			return (void *)(p + 96 + __builtin_ctz(MASK32(y)));
		}
	}
	for (; left >= 32; p += 32, left -= 32)
		if ((m = MASK32(*(const v32 *)p == k))) return (void *)(p + __builtin_ctz(m));
	if (!left) return 0;
	m = MASK32(*(const v32 *)p == k);
found:
	return m && __builtin_ctz(m) < left ? (void *)(p + __builtin_ctz(m)) : 0;
}

static void *rest_sse2(const unsigned char *p, int c, size_t left)
{
	const v16 k = (v16){ 0 } + (unsigned char)c;
	unsigned m;
	for (; (uintptr_t)p & 63 && left >= 16; p += 16, left -= 16)
		if ((m = MASK16(*(const v16 *)p == k))) return (void *)(p + __builtin_ctz(m));
	for (; left >= 64; p += 64, left -= 64) {
		v16 a = *(const v16 *)p == k, b = *(const v16 *)(p + 16) == k;
		v16 x = *(const v16 *)(p + 32) == k, y = *(const v16 *)(p + 48) == k;
		if (MASK16(a | b | x | y)) {
			if ((m = MASK16(a))) return (void *)(p + __builtin_ctz(m));
			if ((m = MASK16(b))) return (void *)(p + 16 + __builtin_ctz(m));
			if ((m = MASK16(x))) return (void *)(p + 32 + __builtin_ctz(m));
			return (void *)(p + 48 + __builtin_ctz(MASK16(y)));
		}
	}
	for (; left >= 16; p += 16, left -= 16)
		if ((m = MASK16(*(const v16 *)p == k))) return (void *)(p + __builtin_ctz(m));
	if (!left) return 0;
	m = MASK16(*(const v16 *)p == k);
	return m && __builtin_ctz(m) < left ? (void *)(p + __builtin_ctz(m)) : 0;
}

void *memchr(const void *src, int c, size_t n)
{
	const unsigned char *s = src, *p = (const void *)((uintptr_t)s & -16);
	size_t off = (uintptr_t)s & 15;
	unsigned m;

	if (!n) return 0;
	m = MASK16(*(const v16 *)p == (v16){ 0 } + (unsigned char)c) >> off;
	if (m) return __builtin_ctz(m) < n ? (void *)(s + __builtin_ctz(m)) : 0;
	if (n <= 16 - off) return 0;
	p += 16;
	n -= 16 - off;
	/* A second block inline too: short ranges rarely start aligned. */
	if ((m = MASK16(*(const v16 *)p == (v16){ 0 } + (unsigned char)c)))
		return __builtin_ctz(m) < n ? (void *)(p + __builtin_ctz(m)) : 0;
	if (n <= 16) return 0;
	p += 16;
	n -= 16;
	return have_avx2() ? rest_avx2(p, c, n) : rest_sse2(p, c, n);
}

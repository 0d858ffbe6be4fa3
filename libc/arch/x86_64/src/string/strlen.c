#include <string.h>
#include "x86_vec.h"

/* Aligned vector loads never cross a page, so reading past the
 * terminator is safe. The first 16-byte block is tested inline (aligned
 * down, leading lanes shifted out of the mask), which is all a short
 * string needs; longer ones continue in a loop over aligned 128-byte
 * (AVX2) or 64-byte (SSE2) blocks. */

AVX2 static size_t rest_avx2(const char *s, const unsigned char *p)
{
	const v32 z = { 0 };
	unsigned m;
	if ((uintptr_t)p & 16) {
		if ((m = MASK16(*(const v16 *)p == (v16){ 0 }))) goto found;
		p += 16;
	}
	for (; (uintptr_t)p & 127; p += 32)
		if ((m = MASK32(*(const v32 *)p == z))) goto found;
	for (;; p += 128) {
		v32 a = *(const v32 *)p, b = *(const v32 *)(p + 32);
		v32 c = *(const v32 *)(p + 64), d = *(const v32 *)(p + 96);
		if (MASK32(MIN32(MIN32(a, b), MIN32(c, d)) == z)) {
			if ((m = MASK32(a == z))) break;
			p += 32;
			if ((m = MASK32(b == z))) break;
			p += 32;
			if ((m = MASK32(c == z))) break;
			p += 32;
			m = MASK32(d == z);
			break;
		}
	}
found:
	return (const char *)p + __builtin_ctz(m) - s;
}

static size_t rest_sse2(const char *s, const unsigned char *p)
{
	const v16 z = { 0 };
	unsigned m;
	for (; (uintptr_t)p & 63; p += 16)
		if ((m = MASK16(*(const v16 *)p == z))) goto found;
	for (;; p += 64) {
		v16 a = *(const v16 *)p, b = *(const v16 *)(p + 16);
		v16 c = *(const v16 *)(p + 32), d = *(const v16 *)(p + 48);
		if (MASK16(MIN16(MIN16(a, b), MIN16(c, d)) == z)) {
			if ((m = MASK16(a == z))) break;
			p += 16;
			if ((m = MASK16(b == z))) break;
			p += 16;
			if ((m = MASK16(c == z))) break;
			p += 16;
			m = MASK16(d == z);
			break;
		}
	}
found:
	return (const char *)p + __builtin_ctz(m) - s;
}

size_t strlen(const char *s)
{
	const unsigned char *p = (const void *)((uintptr_t)s & -16);
	unsigned m = MASK16(*(const v16 *)p == (v16){ 0 }) >> ((uintptr_t)s & 15);
	if (m) return __builtin_ctz(m);
	/* A second block inline too: short strings rarely start aligned. */
	p += 16;
	if ((m = MASK16(*(const v16 *)p == (v16){ 0 })))
		return (const char *)p + __builtin_ctz(m) - s;
	p += 16;
	return have_avx2() ? rest_avx2(s, p) : rest_sse2(s, p);
}

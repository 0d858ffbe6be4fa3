/* The body of strchrnul, shared by strchr.c and strchrnul.c so that
 * strchr costs one call. The first aligned 16-byte block is tested
 * inline; the rest_* loops take over at the next 16-byte boundary. Lanes that hold either the byte or the
 * terminator; see strlen.c for why the aligned loads are safe. */
#include "x86_vec.h"

AVX2 static char *rest_avx2(const unsigned char *p, int c)
{
	const v32 k = (v32){ 0 } + (unsigned char)c, z = { 0 };
	v32 x;
	unsigned m;
	if ((uintptr_t)p & 16) {
		v16 y = *(const v16 *)p;
		if ((m = MASK16((y == (v16){ 0 } + (unsigned char)c) | (y == (v16){ 0 })))) goto found;
		p += 16;
	}
	for (; (uintptr_t)p & 127; p += 32) {
		x = *(const v32 *)p;
		if ((m = MASK32((x == k) | (x == z)))) goto found;
	}
	for (;; p += 128) {
		/* x ^ k is zero where x == c; the minimum with x is zero where
		 * either matches, so one compare against zero covers both. */
		v32 a = *(const v32 *)p, b = *(const v32 *)(p + 32);
		v32 d = *(const v32 *)(p + 64), e = *(const v32 *)(p + 96);
		v32 ma = MIN32(a ^ k, a), mb = MIN32(b ^ k, b);
		v32 md = MIN32(d ^ k, d), me = MIN32(e ^ k, e);
		if (MASK32(MIN32(MIN32(ma, mb), MIN32(md, me)) == z)) {
			if ((m = MASK32(ma == z))) break;
			p += 32;
			if ((m = MASK32(mb == z))) break;
			p += 32;
			if ((m = MASK32(md == z))) break;
			p += 32;
			m = MASK32(me == z);
			break;
		}
	}
found:
	return (char *)p + __builtin_ctz(m);
}

static char *rest_sse2(const unsigned char *p, int c)
{
	const v16 k = (v16){ 0 } + (unsigned char)c, z = { 0 };
	v16 x;
	unsigned m;
	for (; (uintptr_t)p & 63; p += 16) {
		x = *(const v16 *)p;
		if ((m = MASK16((x == k) | (x == z)))) goto found;
	}
	for (;; p += 64) {
		v16 a = *(const v16 *)p, b = *(const v16 *)(p + 16);
		v16 d = *(const v16 *)(p + 32), e = *(const v16 *)(p + 48);
		v16 ma = MIN16(a ^ k, a), mb = MIN16(b ^ k, b);
		v16 md = MIN16(d ^ k, d), me = MIN16(e ^ k, e);
		if (MASK16(MIN16(MIN16(ma, mb), MIN16(md, me)) == z)) {
			if ((m = MASK16(ma == z))) break;
			p += 16;
			if ((m = MASK16(mb == z))) break;
			p += 16;
			if ((m = MASK16(md == z))) break;
			p += 16;
			m = MASK16(me == z);
			break;
		}
	}
found:
	return (char *)p + __builtin_ctz(m);
}

static inline char *strchrnul_body(const char *s, int c)
{
	const unsigned char *p = (const void *)((uintptr_t)s & -16);
	v16 x = *(const v16 *)p;
	unsigned m = MASK16((x == (v16){ 0 } + (unsigned char)c) | (x == (v16){ 0 })) >> ((uintptr_t)s & 15);
	if (m) return (char *)s + __builtin_ctz(m);
	/* A second block inline too: short strings rarely start aligned. */
	p += 16;
	x = *(const v16 *)p;
	if ((m = MASK16((x == (v16){ 0 } + (unsigned char)c) | (x == (v16){ 0 }))))
		return (char *)p + __builtin_ctz(m);
	p += 16;
	return have_avx2() ? rest_avx2(p, c) : rest_sse2(p, c);
}

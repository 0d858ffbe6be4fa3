#include <string.h>
#include "x86_vec.h"

typedef unsigned char u16v __attribute__((__vector_size__(16), __aligned__(1), __may_alias__));
typedef uint64_t __attribute__((__aligned__(1), __may_alias__)) u64u;
typedef uint32_t __attribute__((__aligned__(1), __may_alias__)) u32u;

/* As memcpy: overlapping stores for short lengths, a vector loop with
 * aligned stores for medium ones, "rep stosb" for long ones. */
#define REP_STOSB_MIN 2048

void *memset(void *dest, int c, size_t n)
{
	unsigned char *d = dest;
	uint64_t w = (unsigned char)c * 0x0101010101010101ull;

	if (n <= 16) {
		if (n >= 8) { *(u64u *)d = w; *(u64u *)(d + n - 8) = w; }
		else if (n >= 4) { *(u32u *)d = w; *(u32u *)(d + n - 4) = w; }
		else if (n) { d[0] = c; d[n / 2] = c; d[n - 1] = c; }
		return dest;
	}
	if (n >= REP_STOSB_MIN) {
		__asm__ __volatile__("rep stosb" : "+D"(d), "+c"(n) : "a"(c) : "memory");
		return dest;
	}
	u16v v = (u16v){ 0 } + (unsigned char)c;
	*(u16v *)d = v;
	*(u16v *)(d + n - 16) = v;
	if (n <= 32) return dest;
	unsigned char *p = (unsigned char *)(((uintptr_t)d + 16) & -(uintptr_t)16);
	unsigned char *end = d + n - 16;
	for (; p + 64 <= end; p += 64) {
		*(v16 *)p = v; *(v16 *)(p + 16) = v;
		*(v16 *)(p + 32) = v; *(v16 *)(p + 48) = v;
	}
	for (; p < end; p += 16) *(v16 *)p = v;
	return dest;
}

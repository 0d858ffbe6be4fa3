/* Shared by the x86_64 string routines: SSE2 is the baseline, AVX2 is
 * used when the CPU and the kernel (XSAVE of the YMM state) support it.
 * __x86_avx2 is 0 until probed, then 1 (no) or 2 (yes). */
#include <stdint.h>
#include <stddef.h>
#include "libc.h"

extern hidden int __x86_avx2;
hidden int __x86_probe(void);

static inline int have_avx2(void)
{
	int v = __x86_avx2;
	if (__builtin_expect(!v, 0)) v = __x86_probe();
	return v == 2;
}

typedef unsigned char v16 __attribute__((__vector_size__(16), __may_alias__));
typedef unsigned char v32 __attribute__((__vector_size__(32), __may_alias__));
typedef char c16 __attribute__((__vector_size__(16), __may_alias__));
typedef char c32 __attribute__((__vector_size__(32), __may_alias__));

#define AVX2 __attribute__((__target__("avx2")))

/* One bit per byte lane that is zero / equal to a broadcast byte. */
#define MASK16(x) ((unsigned)__builtin_ia32_pmovmskb128((c16)(x)))
#define MASK32(x) ((unsigned)__builtin_ia32_pmovmskb256((c32)(x)))
#define MIN16(a, b) ((v16)__builtin_ia32_pminub128((c16)(a), (c16)(b)))
#define MIN32(a, b) ((v32)__builtin_ia32_pminub256((c32)(a), (c32)(b)))

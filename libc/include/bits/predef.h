/* The type macros the other public headers build on (<bits/alltypes.h>,
 * <stdint.h>, <stdlib.h>, <endian.h>, <uchar.h>, <wchar.h>). gcc and
 * clang predefine them all, so for them this file defines nothing; a C99
 * compiler that predefines fewer (tcc 0.9.27 has only __SIZE_TYPE__,
 * __PTRDIFF_TYPE__, __WCHAR_TYPE__ and __WINT_TYPE__) gets the values gcc
 * gives on both of polyport's LP64 arches. Where x86_64 and aarch64
 * differ (wchar_t is int on x86_64 and unsigned int on aarch64, as
 * `gcc -dM -E` and `aarch64-linux-gnu-gcc -dM -E` say), the arch decides. */
#ifndef _BITS_PREDEF_H
#define _BITS_PREDEF_H

#ifndef __SIZE_TYPE__
#define __SIZE_TYPE__ long unsigned int
#endif
#ifndef __PTRDIFF_TYPE__
#define __PTRDIFF_TYPE__ long int
#endif
#ifndef __INT8_TYPE__
#define __INT8_TYPE__ signed char
#endif
#ifndef __INT16_TYPE__
#define __INT16_TYPE__ short int
#endif
#ifndef __INT32_TYPE__
#define __INT32_TYPE__ int
#endif
#ifndef __INT64_TYPE__
#define __INT64_TYPE__ long int
#endif
#ifndef __UINT8_TYPE__
#define __UINT8_TYPE__ unsigned char
#endif
#ifndef __UINT16_TYPE__
#define __UINT16_TYPE__ short unsigned int
#endif
#ifndef __UINT32_TYPE__
#define __UINT32_TYPE__ unsigned int
#endif
#ifndef __UINT64_TYPE__
#define __UINT64_TYPE__ long unsigned int
#endif
#ifndef __INTMAX_TYPE__
#define __INTMAX_TYPE__ long int
#endif
#ifndef __UINTMAX_TYPE__
#define __UINTMAX_TYPE__ long unsigned int
#endif
#ifndef __INTPTR_TYPE__
#define __INTPTR_TYPE__ long int
#endif
#ifndef __UINTPTR_TYPE__
#define __UINTPTR_TYPE__ long unsigned int
#endif
#ifndef __CHAR16_TYPE__
#define __CHAR16_TYPE__ short unsigned int
#endif
#ifndef __CHAR32_TYPE__
#define __CHAR32_TYPE__ unsigned int
#endif
#ifndef __WINT_TYPE__
#define __WINT_TYPE__ unsigned int
#endif
/* __WCHAR_TYPE__ and __WCHAR_MAX__ go together: a compiler that names
 * the type but not its limit (tcc) is trusted for the type, and the
 * limit follows the type polyport's ABI has on the arch. */
#if defined(__aarch64__)
#ifndef __WCHAR_TYPE__
#define __WCHAR_TYPE__ unsigned int
#endif
#ifndef __WCHAR_MAX__
#define __WCHAR_MAX__ 0xffffffffU
#endif
#else
#ifndef __WCHAR_TYPE__
#define __WCHAR_TYPE__ int
#endif
#ifndef __WCHAR_MAX__
#define __WCHAR_MAX__ 0x7fffffff
#endif
#endif

#endif

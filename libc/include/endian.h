#ifndef _ENDIAN_H
#define _ENDIAN_H

#include <features.h>

/* Byte order (GNU/BSD, and POSIX.1-2024). The compiler knows the
 * target's order; the conversions are its byte-swap builtins, so they
 * stay integer constant expressions (case labels, static initialisers)
 * in C and C++, and no uintN_t name is defined here. */
#define __LITTLE_ENDIAN 1234
#define __BIG_ENDIAN 4321
#define __PDP_ENDIAN 3412

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define __BYTE_ORDER __BIG_ENDIAN
#else
#define __BYTE_ORDER __LITTLE_ENDIAN
#endif
#define __FLOAT_WORD_ORDER __BYTE_ORDER

#define LITTLE_ENDIAN __LITTLE_ENDIAN
#define BIG_ENDIAN __BIG_ENDIAN
#define PDP_ENDIAN __PDP_ENDIAN
#define BYTE_ORDER __BYTE_ORDER

#define __polyport_id16(x) ((__UINT16_TYPE__)(x))
#define __polyport_id32(x) ((__UINT32_TYPE__)(x))
#define __polyport_id64(x) ((__UINT64_TYPE__)(x))
#ifdef __GNUC__
#define __polyport_sw16(x) ((__UINT16_TYPE__)__builtin_bswap16((__UINT16_TYPE__)(x)))
#define __polyport_sw32(x) ((__UINT32_TYPE__)__builtin_bswap32((__UINT32_TYPE__)(x)))
#define __polyport_sw64(x) ((__UINT64_TYPE__)__builtin_bswap64((__UINT64_TYPE__)(x)))
#else
/* A compiler without gcc's builtins (tcc): functions, so that an
 * argument with side effects is evaluated once; the results are then
 * not constant expressions. */
static __inline __UINT16_TYPE__ __polyport_sw16(__UINT16_TYPE__ __x)
{ return (__UINT16_TYPE__)(__x >> 8 | __x << 8); }
static __inline __UINT32_TYPE__ __polyport_sw32(__UINT32_TYPE__ __x)
{ return __x >> 24 | (__x >> 8 & 0xff00) | (__x << 8 & 0xff0000) | __x << 24; }
static __inline __UINT64_TYPE__ __polyport_sw64(__UINT64_TYPE__ __x)
{ return (__UINT64_TYPE__)__polyport_sw32((__UINT32_TYPE__)__x) << 32 | __polyport_sw32((__UINT32_TYPE__)(__x >> 32)); }
#endif

#if __BYTE_ORDER == __LITTLE_ENDIAN
#define htobe16(x) __polyport_sw16(x)
#define htobe32(x) __polyport_sw32(x)
#define htobe64(x) __polyport_sw64(x)
#define htole16(x) __polyport_id16(x)
#define htole32(x) __polyport_id32(x)
#define htole64(x) __polyport_id64(x)
#else
#define htobe16(x) __polyport_id16(x)
#define htobe32(x) __polyport_id32(x)
#define htobe64(x) __polyport_id64(x)
#define htole16(x) __polyport_sw16(x)
#define htole32(x) __polyport_sw32(x)
#define htole64(x) __polyport_sw64(x)
#endif
/* Swapping is its own inverse. */
#define be16toh(x) htobe16(x)
#define be32toh(x) htobe32(x)
#define be64toh(x) htobe64(x)
#define le16toh(x) htole16(x)
#define le32toh(x) htole32(x)
#define le64toh(x) htole64(x)

#if defined(_BSD_SOURCE) || defined(_GNU_SOURCE)
/* OpenBSD's spellings, which some BSD-born code uses. */
#define betoh16(x) be16toh(x)
#define betoh32(x) be32toh(x)
#define betoh64(x) be64toh(x)
#define letoh16(x) le16toh(x)
#define letoh32(x) le32toh(x)
#define letoh64(x) le64toh(x)
#endif

#endif

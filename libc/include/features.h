#ifndef _FEATURES_H
#define _FEATURES_H

/* polyport exposes the full POSIX 2008 + XSI + common BSD/GNU extension
 * namespace by default, as GNU software expects; strict modes narrow it. */
#if defined(_ALL_SOURCE) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1
#endif
#if defined(_DEFAULT_SOURCE) && !defined(_BSD_SOURCE)
#define _BSD_SOURCE 1
#endif
#if !defined(_POSIX_SOURCE) && !defined(_POSIX_C_SOURCE) \
 && !defined(_XOPEN_SOURCE) && !defined(_GNU_SOURCE) \
 && !defined(_BSD_SOURCE) && !defined(__STRICT_ANSI__)
#define _BSD_SOURCE 1
#define _XOPEN_SOURCE 700
#endif
#if defined(_GNU_SOURCE) && !defined(_XOPEN_SOURCE)
#define _XOPEN_SOURCE 700
#endif

#define __polyport__ 1

#include <bits/predef.h>

/* regoff_t is ssize_t here and re_registers.num_regs a size_t (POSIX
 * 2008's wide offsets), the layout gnulib's own <regex.h> gives only
 * under _REGEX_LARGE_OFFSETS. GNU packages keep that header in lib/ and
 * put lib/ before the system's headers even when configure chose this
 * libc's regex, so without the macro their copy declares an int
 * regoff_t and every offset regexec stores is read as two halves
 * (diffutils' gnulib test-regex: each match "0..0"). glibc needs no such
 * macro: its regoff_t is the int of gnulib's default. */
#ifndef _REGEX_LARGE_OFFSETS
#define _REGEX_LARGE_OFFSETS 1
#endif

#if __STDC_VERSION__ >= 199901L || defined(__cplusplus)
#define __inline inline
#elif !defined(__GNUC__)
#define __inline
#endif

#if __STDC_VERSION__ >= 199901L
#define __restrict restrict
#elif !defined(__GNUC__)
#define __restrict
#endif

#if __STDC_VERSION__ >= 201112L
#elif defined(__GNUC__)
#define _Noreturn __attribute__((__noreturn__))
#else
#define _Noreturn
#endif

#ifdef __cplusplus
#define __BEGIN_DECLS extern "C" {
#define __END_DECLS }
#else
#define __BEGIN_DECLS
#define __END_DECLS
#endif

#endif

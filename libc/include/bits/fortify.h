/* _FORTIFY_SOURCE (docs/security.md §8): with it set to 1, 2 or 3 and the
 * compiler optimising, the headers route calls whose destination has a
 * size the compiler can tell (__builtin_object_size; at level 3
 * __builtin_dynamic_object_size, sizes known only at run time too) to the
 * __*_chk functions, which abort with "*** buffer overflow detected ***"
 * instead of writing past it. The same entry points and arguments as
 * glibc's, so objects compiled against glibc's headers link too.
 * Level 1 measures whole objects; 2 and 3 the member a string function
 * writes into (a char[8] inside a struct is 8 bytes), as glibc does.
 * Define __PP_NO_FORTIFY, or -U_FORTIFY_SOURCE, to opt out. */
#ifndef _BITS_FORTIFY_H
#define _BITS_FORTIFY_H

#if defined(_FORTIFY_SOURCE) && _FORTIFY_SOURCE > 0 && defined(__OPTIMIZE__) && __OPTIMIZE__ > 0 \
 && defined(__GNUC__) && !defined(__PP_NO_FORTIFY)
#define __PP_FORTIFY 1
#if _FORTIFY_SOURCE > 2 && defined(__has_builtin)
#if __has_builtin(__builtin_dynamic_object_size)
#define __pp_bos(p) __builtin_dynamic_object_size(p, 1)
#define __pp_bos0(p) __builtin_dynamic_object_size(p, 0)
#endif
#endif
#ifndef __pp_bos
#define __pp_bos(p) __builtin_object_size(p, _FORTIFY_SOURCE > 1)
#define __pp_bos0(p) __builtin_object_size(p, 0)
#endif
/* level 2 and up: glibc's flag argument to the printf checks */
#define __pp_fortify_flag (_FORTIFY_SOURCE > 1)
/* Inlined only: the program keeps calling the library's own function
 * wherever it takes an address or the compiler does not inline. */
#define __pp_fortify extern __inline __attribute__((__always_inline__, __gnu_inline__, __artificial__))
/* A call that needs no check: the size is unknown, or both sizes are
 * constants and fit (then nothing is left to check at run time). */
#define __pp_unchecked(n, bos) ((bos) == (__SIZE_TYPE__)-1 \
	|| (__builtin_constant_p(n) && (n) <= (bos)))
#define __pp_real(type, name, args) extern type __pp_real_##name args __asm__(#name)
/* __pp_direct(COND, CALL): return CALL, the library's own function, when
 * COND says there is nothing to check. Not with clang, which drops an
 * inline body that names its own symbol (and knows the size only after
 * inlining): there the __*_chk function is always called, and an
 * unknown size ((size_t)-1) passes its check. */
#ifdef __clang__
#define __pp_direct(cond, call)
#else
#define __pp_direct(cond, call) if (cond) return call;
#endif
#endif

#endif

#ifndef _SYS_CDEFS_H
#define _SYS_CDEFS_H

/* glibc's internal-looking macros that BSD and GNU sources still spell
 * out in their own headers (__BEGIN_DECLS, __THROW, __P, __attribute_*).
 * polyport's headers do not use them; this file exists so that code
 * which includes <sys/cdefs.h> directly compiles. */
#include <features.h>

#ifndef __GNUC_PREREQ
#if defined(__GNUC__) && defined(__GNUC_MINOR__)
#define __GNUC_PREREQ(maj, min) ((__GNUC__ << 16) + __GNUC_MINOR__ >= ((maj) << 16) + (min))
#else
#define __GNUC_PREREQ(maj, min) 0
#endif
#endif
#if defined(__clang_major__) && defined(__clang_minor__)
#define __glibc_clang_prereq(maj, min) ((__clang_major__ << 16) + __clang_minor__ >= ((maj) << 16) + (min))
#else
#define __glibc_clang_prereq(maj, min) 0
#endif

#ifdef __cplusplus
#define __THROW throw()
#define __THROWNL throw()
#define __NTH(f) f throw()
#else
#define __THROW
#define __THROWNL
#define __NTH(f) f
#endif
#define __LEAF
#define __LEAF_ATTR

#define __P(args) args
#define __PMT(args) args
#define __CONCAT(x, y) x ## y
#define __STRING(x) #x
#define __ptr_t void *
#define __long_double_t long double

#ifdef __cplusplus
#define __flexarr []
#define __restrict_arr
#else
#define __flexarr []
#define __restrict_arr __restrict
#endif

#ifdef __GNUC__
#define __attribute_malloc__ __attribute__((__malloc__))
#define __attribute_pure__ __attribute__((__pure__))
#define __attribute_const__ __attribute__((__const__))
#define __attribute_used__ __attribute__((__used__))
#define __attribute_noinline__ __attribute__((__noinline__))
#define __attribute_deprecated__ __attribute__((__deprecated__))
#define __attribute_deprecated_msg__(msg) __attribute__((__deprecated__(msg)))
#define __attribute_format_arg__(x) __attribute__((__format_arg__(x)))
#define __attribute_format_strfmon__(a, b) __attribute__((__format__(__strfmon__, a, b)))
#define __attribute_warn_unused_result__ __attribute__((__warn_unused_result__))
#define __attribute_maybe_unused__ __attribute__((__unused__))
#define __attribute_alloc_size__(params) __attribute__((__alloc_size__ params))
#define __attribute_artificial__ __attribute__((__artificial__))
#define __nonnull(params) __attribute__((__nonnull__ params))
#define __returns_nonnull __attribute__((__returns_nonnull__))
#define __wur __attribute__((__warn_unused_result__))
#define __always_inline __inline __attribute__((__always_inline__))
#define __extern_inline extern __inline __attribute__((__gnu_inline__))
#define __extern_always_inline extern __always_inline __attribute__((__gnu_inline__))
#define __glibc_unlikely(cond) __builtin_expect((cond), 0)
#define __glibc_likely(cond) __builtin_expect((cond), 1)
#define __glibc_has_attribute(attr) __has_attribute(attr)
#define __errordecl(name, msg) extern void name(void) __attribute__((__error__(msg)))
#define __warndecl(name, msg) extern void name(void) __attribute__((__warning__(msg)))
#else
#define __attribute__(x)
#define __attribute_malloc__
#define __attribute_pure__
#define __attribute_const__
#define __attribute_used__
#define __attribute_noinline__
#define __attribute_deprecated__
#define __attribute_deprecated_msg__(msg)
#define __attribute_format_arg__(x)
#define __attribute_format_strfmon__(a, b)
#define __attribute_warn_unused_result__
#define __attribute_maybe_unused__
#define __attribute_alloc_size__(params)
#define __attribute_artificial__
#define __nonnull(params)
#define __returns_nonnull
#define __wur
#define __always_inline __inline
#define __extern_inline extern __inline
#define __extern_always_inline extern __inline
#define __glibc_unlikely(cond) (cond)
#define __glibc_likely(cond) (cond)
#define __glibc_has_attribute(attr) 0
#define __errordecl(name, msg) extern void name(void)
#define __warndecl(name, msg) extern void name(void)
#endif
#define __fortify_function __extern_always_inline __attribute_artificial__
#define __bos(ptr) __builtin_object_size(ptr, 0)
#define __bos0(ptr) __builtin_object_size(ptr, 0)

#define __REDIRECT(name, proto, alias) name proto __asm__(#alias)
#define __REDIRECT_NTH(name, proto, alias) name proto __asm__(#alias)
#define __ASMNAME(cname) #cname

#endif

#include <features.h>

/* No include guard: each inclusion re-reads NDEBUG, as C requires. */
#undef assert

#ifdef NDEBUG
#define assert(x) ((void)0)
#else
#define assert(x) ((void)((x) || (__assert_fail(#x, __FILE__, __LINE__, __func__), 0)))
#endif

#if __STDC_VERSION__ >= 201112L && !defined(__cplusplus) && !defined(static_assert)
#define static_assert _Static_assert
#endif

#ifndef _ASSERT_H_DECL
#define _ASSERT_H_DECL
__BEGIN_DECLS
_Noreturn void __assert_fail(const char *, const char *, int, const char *);
__END_DECLS
#endif

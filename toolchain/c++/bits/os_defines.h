/* polyport's replacement for the host libstdc++'s bits/os_defines.h.
 *
 * The host's copy (config/os/gnu-linux) is written for glibc: it includes
 * <features.h> and tests __GLIBC_PREREQ, which polyport's headers do not
 * define (they are not glibc's), so every C++ header failed to preprocess.
 * The settings below are the ones that copy takes on a current glibc,
 * each true of polyport's libc as well. The C++ driver puts this
 * directory before libstdc++'s own (docs/toolchain.md, "C++"). */
#ifndef _GLIBCXX_OS_DEFINES
#define _GLIBCXX_OS_DEFINES 1

/* <ctype.h> functions stay functions: libstdc++'s <cctype> undefines
 * the macros anyway and declares std::isalnum etc. from them. */
#define __NO_CTYPE 1

/* <math.h> declares no isinf(double)/isnan(double) functions besides the
 * classification macros (C99 and later), as glibc since 2.23. */
#define _GLIBCXX_NO_OBSOLETE_ISINF_ISNAN_DYNAMIC 1

/* pthread_self() works in every program: threads are in libc, and the
 * main thread has a real id, so this_thread::get_id() != thread::id(). */
#define _GLIBCXX_NATIVE_THREAD_ID pthread_self()

/* All of pthreads is in libc.a: libstdc++'s gthr layer may call it
 * directly instead of testing weak references (which in a static link
 * would be null unless something else pulled the object in). */
#define _GLIBCXX_GTHREAD_USE_WEAK 0

#endif

/* The __*_chk entry points (<bits/fortify.h> calls them from programs
 * built with _FORTIFY_SOURCE; objects built against glibc call them too)
 * share one way to fail: __pp_chk_fail names the function, writes
 * glibc's message to stderr with one system call and aborts. */
#ifndef FORTIFY_H
#define FORTIFY_H
#include <stddef.h>
#include "libc.h"
hidden _Noreturn void __pp_chk_fail(const char *fn);
#endif

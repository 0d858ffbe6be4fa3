#ifndef _STDLIB_H
#define _STDLIB_H

#include <features.h>

#define __NEED_size_t
#define __NEED_wchar_t
#include <bits/alltypes.h>

#ifdef __cplusplus
#define NULL 0L
#else
#define NULL ((void*)0)
#endif

#define EXIT_FAILURE 1
#define EXIT_SUCCESS 0

__BEGIN_DECLS

_Noreturn void exit(int);
_Noreturn void _Exit(int);

__END_DECLS

#endif

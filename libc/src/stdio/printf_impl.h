#ifndef PRINTF_IMPL_H
#define PRINTF_IMPL_H

/* Shared by the narrow and wide printf engines: the parsed conversion
 * specification and the argument machinery (positional included). */

#include <stdarg.h>
#include <stdint.h>
#include <wchar.h>
#include "stdio_impl.h"

#define __NEED_wchar_t
#define __NEED_mbstate_t
#include <bits/alltypes.h>

/* Highest n in %n$ we accept; glibc has no fixed limit, POSIX asks for at
 * least NL_ARGMAX (9). Arguments live on the stack while formatting. */
#define PF_ARGMAX 128

enum { PF_NONE, PF_HH, PF_H, PF_L, PF_LL, PF_J, PF_Z, PF_T, PF_BIGL };
enum { PA_NONE, PA_INT, PA_LONG, PA_PTR, PA_DBL, PA_LDBL };

struct pf_spec {
	unsigned flags;  /* FMT_* from fmt_float.h */
	int width, prec; /* prec -1: none */
	int warg, parg;  /* '*' width/precision: 0 none, -1 next arg, n: n$ */
	int argpos;      /* 0: next arg, n: n$ */
	unsigned char len, conv;
};

union pf_arg {
	uintmax_t i;
	long double f;
	void *p;
};

hidden const char *__printf_parse(const char *, struct pf_spec *);
hidden int __printf_argtype(const struct pf_spec *);
hidden void __printf_fetch(union pf_arg *, int, va_list *);
hidden int __printf_positional(const char *, union pf_arg *, va_list *);
hidden char *__printf_utoa(uintmax_t, char *, int, int);


#endif

#ifndef FMT_FLOAT_H
#define FMT_FLOAT_H

#include <stddef.h>

/* The contract between the printf family (stdio) and the floating-point
 * formatter. vfprintf parses the conversion; __fmt_float renders one
 * floating-point value completely, padding included, through OUT.
 * Used by vfprintf, vfwprintf (through a widening OUT) and strfrom*. */

/* Flag bits, as parsed from the conversion specification. */
#define FMT_LEFT  (1U << 0)   /* '-' left-justify */
#define FMT_PLUS  (1U << 1)   /* '+' always sign */
#define FMT_SPACE (1U << 2)   /* ' ' space for positive */
#define FMT_ALT   (1U << 3)   /* '#' alternate form */
#define FMT_ZERO  (1U << 4)   /* '0' pad with zeros after sign/prefix */
#define FMT_GROUP (1U << 5)   /* '\'' thousands grouping (none in C locale) */
#define FMT_LDBL  (1U << 6)   /* 'L': X is a long double; else a double (matters
                                 for %a: x87 long double prints 0x8p-3 for 1) */

/* OUT writes LEN bytes from S; it returns nonzero to stop (error). */
typedef int (*fmt_out_fn)(void *ctx, const char *s, size_t len);

/* Render X per CONV (one of "aAeEfFgG"), with field width WIDTH (0: none)
 * and precision PREC (-1: default). Returns the number of bytes produced,
 * or -1 if OUT failed or the result would exceed INT_MAX (errno EOVERFLOW).
 * Exact: every digit is correctly rounded (round-half-even on ties of the
 * exact binary value, honouring the current rounding mode is not required). */
hidden int __fmt_float(fmt_out_fn out, void *ctx, long double x,
                       int width, int prec, unsigned flags, int conv);

#endif

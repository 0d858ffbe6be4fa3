/* The reference side of the differential harnesses: the same operations
 * run by the host's glibc (tests/fuzz/ref.c). Only under `make fuzz`
 * (FUZZ_REF defined); the regression run in make check has no glibc in
 * its programs, and checks only what the harness checks by itself. */
#ifndef FUZZ_REF_H
#define FUZZ_REF_H
#include <stddef.h>

struct fmt1;
struct scan1;
int ref_print(char *buf, size_t n, const struct fmt1 *a);
void ref_scan(const char *in, const char *fmt, int kind, struct scan1 *o);
/* strtod/strtof/strtold (which = 0, 1, 2): the value's bytes into out
 * (16 bytes), the characters read, and whether errno became ERANGE. */
void ref_strto(int which, const char *s, unsigned char out[16], long *used, int *erange);
/* regcomp (0 or a REG_ error), and if it compiled, regexec's result and
 * pmatch[0] (so, eo). */
int ref_regex(const char *pat, int cflags, const char *subj, int eflags, int *match, long *so, long *eo);
#endif

/* The glibc side of the differential harnesses (ref.h); compiled against
 * the host's headers and linked with its libc, never with polyport's. */
#define _GNU_SOURCE
#include <errno.h>
#include <locale.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "ref.h"
#define FMT1_NAME(x) ref_##x##_impl
#include "fmt1.h"

int ref_print(char *buf, size_t n, const struct fmt1 *a)
{
	return ref_print_impl(buf, n, a);
}

void ref_scan(const char *in, const char *fmt, int kind, struct scan1 *o)
{
	ref_scan_impl(in, fmt, (enum scan1_kind)kind, o);
}

void ref_strto(int which, const char *s, unsigned char out[16], long *used, int *erange)
{
	char *end;
	errno = 0;
	if (which == 0) { double x = strtod(s, &end); memcpy(out, &x, sizeof x); }
	else if (which == 1) { float x = strtof(s, &end); memcpy(out, &x, sizeof x); }
	else { long double x = strtold(s, &end); memcpy(out, &x, 10 + 6 * (__LDBL_MANT_DIG__ == 113)); }
	*erange = errno == ERANGE;
	*used = end - s;
}

int ref_regex(const char *pat, int cflags, const char *subj, int eflags, int *match, long *so, long *eo)
{
	regex_t re;
	regmatch_t m[1];
	int e = regcomp(&re, pat, cflags);
	if (e) return e;
	*match = !regexec(&re, subj, 1, m, eflags);
	*so = m[0].rm_so, *eo = m[0].rm_eo;
	regfree(&re);
	return 0;
}

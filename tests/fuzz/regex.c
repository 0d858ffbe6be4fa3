/* Fuzz harness: regcomp and regexec. The input's first byte gives the
 * flags (REG_EXTENDED, REG_ICASE, REG_NEWLINE, REG_NOSUB and regexec's
 * REG_NOTBOL/REG_NOTEOL), then a pattern up to a NUL byte, then the
 * subject. regcomp must return 0 or a REG_ code with a message and never
 * crash or hang (libFuzzer's -timeout); a compiled pattern's matches lie
 * inside the subject, in order, and a submatch inside the match. Under
 * `make fuzz` glibc compiles the same pattern in the C locale; where both
 * accept it and it has no back-reference (whose matching differs between
 * implementations in documented ways), whether it matches and where the
 * whole match lies must agree. */
#include <regex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ref.h"

static void fail(const char *pat, int cflags, const char *subj, const char *what)
{
	fprintf(stderr, "regex: pattern \"%s\" cflags %#x subject \"%s\": %s\n", pat, cflags, subj, what);
	abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char pat[96], subj[160], msg[128];
	if (size < 1) return 0;
	int cflags = (data[0] & 1 ? REG_EXTENDED : 0) | (data[0] & 2 ? REG_ICASE : 0)
		   | (data[0] & 4 ? REG_NEWLINE : 0) | (data[0] & 8 ? REG_NOSUB : 0);
	int eflags = (data[0] & 16 ? REG_NOTBOL : 0) | (data[0] & 32 ? REG_NOTEOL : 0);
	size_t i = 1, pn = 0, sn = 0;
	while (i < size && data[i] && pn < sizeof pat - 1) pat[pn++] = data[i++];
	pat[pn] = 0;
	while (i < size && !data[i]) i++;
	while (i < size && sn < sizeof subj - 1) if ((subj[sn] = data[i++])) sn++;
	subj[sn] = 0;
	regex_t re;
	regmatch_t m[10];
	int e = regcomp(&re, pat, cflags);
	if (e) {
		if (regerror(e, &re, msg, sizeof msg) < 2)
			fail(pat, cflags, subj, "an error without a message");
	} else {
		int r = regexec(&re, subj, 10, m, eflags);
		if (r != 0 && r != REG_NOMATCH)
			fail(pat, cflags, subj, "regexec returned neither 0 nor REG_NOMATCH");
		if (!r && !(cflags & REG_NOSUB)) {
			if (m[0].rm_so < 0 || m[0].rm_so > m[0].rm_eo || m[0].rm_eo > (regoff_t)sn)
				fail(pat, cflags, subj, "the match lies outside the subject");
			for (size_t k = 1; k < 10 && k <= re.re_nsub; k++)
				if (m[k].rm_so != -1 && (m[k].rm_so > m[k].rm_eo || m[k].rm_so < m[0].rm_so
							 || m[k].rm_eo > m[0].rm_eo))
					fail(pat, cflags, subj, "a submatch lies outside the match");
		}
#ifdef FUZZ_REF
		int match;
		long so, eo;
		/* back-references, the GNU escapes (\w, \<, ...) and the
		 * undefined ones (\a), and bytes above 127 whose classes the C
		 * locales draw differently */
		int skip = 0, bracket = 0;
		for (size_t k = 0; k < pn; k++) {
			skip |= (pat[k] == '\\' && ((pat[k + 1] | 32) - 'a' < 26u || pat[k + 1] - '0' < 10u))
				|| (pat[k] & 0x80);
			/* glibc drops an ERE's '$' anchor that a branch goes on
			 * after: (a|b$c)+ matches "abc" there (musl and polyport:
			 * "a"; POSIX: '$' is an anchor anywhere in an ERE) */
			if (bracket) {  /* a ']' first (after any '^') is literal */
				if (pat[k] == ']' && bracket > 1) bracket = 0;
				else if (!(bracket == 1 && pat[k] == '^')) bracket++;
			} else if (pat[k] == '[')
				bracket = 1;
			else if (pat[k] == '\\')
				k++;
			else if (pat[k] == '$' && (cflags & REG_EXTENDED) && k + 1 < pn
				 && pat[k + 1] != ')' && pat[k + 1] != '|' && pat[k + 1] != '$')
				skip = 1;
		}
		if (!skip && !ref_regex(pat, cflags, subj, eflags, &match, &so, &eo)) {
			if (match != !r)
				fail(pat, cflags, subj, r ? "glibc matches, polyport does not" : "polyport matches, glibc does not");
			if (!r && !(cflags & REG_NOSUB) && (so != m[0].rm_so || eo != m[0].rm_eo)) {
				snprintf(msg, sizeof msg, "match at %ld-%ld, glibc's at %ld-%ld",
					 (long)m[0].rm_so, (long)m[0].rm_eo, so, eo);
				fail(pat, cflags, subj, msg);
			}
		}
#endif
		regfree(&re);
	}
	return 0;
}

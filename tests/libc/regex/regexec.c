#define _GNU_SOURCE
#include <locale.h>
#include <regex.h>
#include <stdio.h>
#include <string.h>
#include "../../harness/check.h"

/* Hand-written cases: syntax (BRE, ERE, GNU operators), flags, errors
 * and the sub-match rules; every expectation is also glibc's. Results
 * are written as "so,eo so,eo ..." (N: no match, E<n>: regcomp error). */
static const struct { int cf, ef; const char *pat, *subj, *want; } cases[] = {
	{ REG_EXTENDED, 0, "a+", "xaaay", "1,4" },
	{ REG_EXTENDED, 0, "(a|ab)(c|bcd)(d*)", "abcd", "0,4 0,1 1,4 4,4" },
	{ REG_EXTENDED, 0, "(a*)*", "b", "0,0 0,0" },
	{ REG_EXTENDED, 0, "(a*)*", "aa", "0,2 0,2" },
	{ REG_EXTENDED, 0, "(a*)+", "b", "0,0 0,0" },
	{ REG_EXTENDED, 0, "(a|b)*c", "abac", "0,4 2,3" },
	{ REG_EXTENDED, 0, "(a?)*", "aa", "0,2 1,2" },
	{ REG_EXTENDED, 0, "((a?))*", "aa", "0,2 1,2 1,2" },
	{ REG_EXTENDED, 0, "(ab|a)(bc|c)", "abc", "0,3 0,2 2,3" },
	{ REG_EXTENDED, 0, "(.*)(.*)", "abc", "0,3 0,3 3,3" },
	{ REG_EXTENDED, 0, "(a*)(ab)*(b*)", "ab", "0,2 0,1 -1,-1 1,2" },
	{ REG_EXTENDED, 0, "(b*){1,2}", "bA", "0,1 0,1" },
	{ REG_EXTENDED, 0, "(c*){2,}", "cabc", "0,1 0,1" },
	{ REG_EXTENDED, 0, "x(a|b)?y", "xy", "0,2 -1,-1" },
	{ REG_EXTENDED, 0, "abcd|c", "abcd", "0,4" },
	{ REG_EXTENDED, 0, "^abc$", "xabc", "N" },
	{ REG_EXTENDED, 0, "$", "cbb", "3,3" },
	{ REG_EXTENDED, 0, "(a)|b", "b", "0,1 -1,-1" },
	{ 0, 0, "a\\{2,3\\}", "aaaa", "0,3" },
	{ 0, 0, "\\(a\\)\\1", "xaay", "1,3 1,2" },
	{ 0, 0, "*a", "*a", "0,2" },
	{ 0, 0, "a\\+b\\?", "aaab", "0,4" },
	{ 0, 0, "a+b?", "a+b?", "0,4" },
	{ 0, 0, "a\\|b", "b", "0,1" },
	{ 0, 0, "a^b", "a^b", "0,3" },
	{ 0, 0, "a$b", "a$b", "0,3" },
	{ 0, 0, "\\(^a\\)", "a", "0,1 0,1" },
	{ 0, 0, "\\w\\+", "  foo_1 ", "2,7" },
	{ 0, 0, "\\W\\+", "ab, cd", "2,4" },
	{ 0, 0, "\\s\\S", "a b", "1,3" },
	{ 0, 0, "\\bfoo\\b", "afoo foo", "5,8" },
	{ 0, 0, "\\Boo", "foo", "1,3" },
	{ 0, 0, "\\<b", "ab b", "3,4" },
	{ 0, 0, "a\\>", "aa a", "1,2" },
	{ 0, 0, "\\`a", "aa", "0,1" },
	{ 0, 0, "a\\'", "aa", "1,2" },
	{ REG_EXTENDED, 0, "[[:alpha:]]+", "12abc3", "2,5" },
	{ REG_EXTENDED, 0, "[[:digit:][:space:]]+", "ab1 2c", "2,5" },
	{ REG_EXTENDED, 0, "[^[:alnum:]]", "ab-c", "2,3" },
	{ REG_EXTENDED, 0, "[]a]+", "x]a]", "1,4" },
	{ REG_EXTENDED, 0, "[^]a]", "]ab", "2,3" },
	{ REG_EXTENDED, 0, "[a-]+", "x-a-", "1,4" },
	{ REG_EXTENDED, 0, "[[.a.]-c]+", "xabcd", "1,4" },
	{ REG_EXTENDED, 0, "[[=b=]]", "abc", "1,2" },
	{ REG_EXTENDED, 0, "[[.-.]]", "a-b", "1,2" },
	{ REG_EXTENDED, 0, "[\\n]", "a\\", "1,2" },
	{ REG_EXTENDED | REG_ICASE, 0, "FoO", "xfOo", "1,4" },
	{ REG_EXTENDED | REG_ICASE, 0, "[a-c]+", "xAbC", "1,4" },
	{ REG_EXTENDED | REG_ICASE, 0, "(a)\\1", "aA", "0,2 0,1" },
	{ REG_NEWLINE, 0, "^b", "a\nb", "2,3" },
	{ 0, 0, "^b", "a\nb", "N" },
	{ REG_NEWLINE, 0, "a$", "a\nb", "0,1" },
	{ REG_NEWLINE, 0, "a.b", "a\nb", "N" },
	{ 0, 0, "a.b", "a\nb", "0,3" },
	{ REG_NEWLINE | REG_EXTENDED, 0, "a[^x]b", "a\nb", "N" },
	{ REG_EXTENDED, 0, "a[^x]b", "a\nb", "0,3" },
	{ 0, REG_NOTBOL, "^a", "a", "N" },
	{ 0, REG_NOTEOL, "a$", "a", "N" },
	{ REG_NEWLINE, REG_NOTBOL, "^a", "a\na", "2,3" },
	/* repetitions of repetitions: one repetition, not 2^k copies */
	{ REG_EXTENDED, 0, "bx+++?++*c", "abxxxc", "1,6" },
	{ REG_EXTENDED, 0, "x?+y", "y", "0,1" },
	{ REG_EXTENDED, 0, "(a)?+b", "aab", "0,3 1,2" },
	{ REG_EXTENDED, 0, "a*+?b", "aab", "0,3" },
	/* GNU's \` is the buffer's start: REG_NOTBOL leaves it alone */
	{ REG_EXTENDED, REG_NOTBOL | REG_NOTEOL, "\\`", ")ab", "0,0" },
	{ 0, REG_NOTBOL, "\\`a", "ab", "0,1" },
	{ 0, REG_NOTEOL, "b\\'", "ab", "1,2" },
	{ REG_EXTENDED, 0, "a{,2}", "aaa", "0,2" },
	{ REG_EXTENDED, 0, "a{0}b", "ab", "1,2" },
	{ REG_EXTENDED, 0, "a)", "a)", "0,2" },
	{ REG_EXTENDED, 0, "()", "x", "0,0 0,0" },
	{ REG_EXTENDED, 0, "a||b", "b", "0,1" },
	{ REG_EXTENDED, 0, "*a", "a", "E13" },
	{ REG_EXTENDED, 0, "a|*b", "a", "E13" },
	{ 0, 0, "a**", "aaa", "E13" },
	{ REG_EXTENDED, 0, "a**", "aaa", "0,3" },
	{ 0, 0, "a\\)", "a)", "E8" },
	{ REG_EXTENDED, 0, "(", "x", "E8" },
	{ REG_EXTENDED, 0, "a{1", "x", "E9" },
	{ REG_EXTENDED, 0, "a{2,1}", "x", "E10" },
	{ REG_EXTENDED, 0, "a{32768}", "x", "E15" },
	{ REG_EXTENDED, 0, "[[:foo:]]", "x", "E4" },
	{ REG_EXTENDED, 0, "[a", "x", "E7" },
	{ REG_EXTENDED, 0, "[z-a]", "x", "E11" },
	{ REG_EXTENDED, 0, "[[.ab.]]", "x", "E3" },
	{ REG_EXTENDED, 0, "a\\", "x", "E5" },
	{ REG_EXTENDED, 0, "(a)|\\1", "x", "E6" },
	{ 0, 0, "\\(a\\1\\)", "x", "E6" },
	{ 0, 0, "\\(a*\\)*\\1b", "aab", "0,3 0,1" },
	{ 0, 0, "\\(a\\|b\\)*\\1", "abb", "0,3 1,2" },
	{ REG_EXTENDED, 0, "(a+)(b+)?\\1", "aabaa", "0,5 0,2 2,3" },
};

static void run(const char *pat, int cf, int ef, const char *subj, char *out, size_t n)
{
	regex_t re;
	regmatch_t m[10];
	int e = regcomp(&re, pat, cf), k, o = 0;
	if (e) {
		snprintf(out, n, "E%d", e);
		return;
	}
	if (regexec(&re, subj, 10, m, ef)) {
		snprintf(out, n, "N");
	} else {
		for (k = 0; k <= (int)re.re_nsub && k < 10; k++)
			o += snprintf(out + o, n - o, "%s%d,%d", k ? " " : "", (int)m[k].rm_so, (int)m[k].rm_eo);
	}
	regfree(&re);
}

int main(void)
{
	char got[200], buf[100];
	regex_t re;
	regmatch_t m[3];
	size_t i;

	for (i = 0; i < sizeof cases / sizeof *cases; i++) {
		run(cases[i].pat, cases[i].cf, cases[i].ef, cases[i].subj, got, sizeof got);
		if (strcmp(got, cases[i].want)) {
			printf("case %zu: /%s/ cf=%d ef=%d on \"%s\"\n", i, cases[i].pat,
				cases[i].cf, cases[i].ef, cases[i].subj);
		}
		CHECK_STR(got, cases[i].want);
	}

	/* re_nsub, REG_NOSUB (pmatch untouched) */
	CHECK_INT(regcomp(&re, "(a)(b(c))", REG_EXTENDED | REG_NOSUB), 0);
	CHECK_INT(re.re_nsub, 3);
	m[0].rm_so = 77;
	CHECK_INT(regexec(&re, "xabc", 1, m, 0), 0);
	CHECK_INT(m[0].rm_so, 77);
	CHECK_INT(regexec(&re, "xab", 1, m, 0), REG_NOMATCH);
	regfree(&re);

	/* REG_STARTEND: the range is string[so, eo), what precedes so is
	 * context ('^' does not match there), offsets stay absolute. */
	CHECK_INT(regcomp(&re, "b+", REG_EXTENDED), 0);
	m[0].rm_so = 2, m[0].rm_eo = 5;
	CHECK_INT(regexec(&re, "bbxbbbb", 1, m, REG_STARTEND), 0);
	CHECK_INT(m[0].rm_so, 3);
	CHECK_INT(m[0].rm_eo, 5);
	m[0].rm_so = 0, m[0].rm_eo = 3;
	CHECK_INT(regexec(&re, "a\0bb", 1, m, REG_STARTEND), 0);
	CHECK_INT(m[0].rm_so, 2);
	CHECK_INT(m[0].rm_eo, 3);
	regfree(&re);
	CHECK_INT(regcomp(&re, "^b", REG_EXTENDED), 0);
	m[0].rm_so = 1, m[0].rm_eo = 2;
	CHECK_INT(regexec(&re, "ab", 1, m, REG_STARTEND), REG_NOMATCH);
	regfree(&re);

	/* nmatch larger than the groups: the rest is -1 */
	CHECK_INT(regcomp(&re, "(a)", REG_EXTENDED), 0);
	m[2].rm_so = m[2].rm_eo = 5;
	CHECK_INT(regexec(&re, "a", 3, m, 0), 0);
	CHECK_INT(m[2].rm_so, -1);
	CHECK_INT(m[2].rm_eo, -1);
	regfree(&re);

	/* regerror: glibc's texts, the size needed, truncation */
	CHECK_INT(regerror(REG_NOMATCH, 0, buf, sizeof buf), 9);
	CHECK_STR(buf, "No match");
	CHECK_INT(regerror(REG_EBRACK, 0, buf, 4), 31);
	CHECK_STR(buf, "Unm");
	CHECK_INT(regerror(REG_ESPACE, 0, 0, 0), 17);
	regerror(REG_BADRPT, 0, buf, sizeof buf);
	CHECK_STR(buf, "Invalid preceding regular expression");
	return check_done();
}

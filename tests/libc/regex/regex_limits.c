#define _GNU_SOURCE
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include "../../harness/check.h"

/* Patterns that make a backtracking matcher exponential must finish
 * (the harness's timeout is the bound; no timing here), and a pattern
 * whose automaton would be enormous fails with REG_ESPACE instead of
 * exhausting memory. glibc reaches REG_ESPACE for a{1000}{1000}{1000}
 * too, once malloc fails: the address-space limit below makes that
 * quick there, and polyport refuses before allocating. */

static char *repeat(const char *unit, size_t n, const char *tail)
{
	size_t u = strlen(unit), t = strlen(tail), i;
	char *s = malloc(u * n + t + 1);
	for (i = 0; i < n; i++) memcpy(s + i * u, unit, u);
	memcpy(s + n * u, tail, t + 1);
	return s;
}

static int search(const char *pat, const char *subj, regmatch_t *m)
{
	regex_t re;
	int r = regcomp(&re, pat, REG_EXTENDED);
	if (r) return 100 + r;
	r = regexec(&re, subj, 1, m, 0);
	regfree(&re);
	return r;
}

int main(void)
{
	regmatch_t m[1];
	char *a = repeat("a", 20000, "");
	char *ab = repeat("a", 20000, "b");
	char *x = repeat("x", 5000, "");
	regex_t re;
	struct rlimit rl = { 256UL << 20, 256UL << 20 };

	CHECK_INT(search("(a*)*b", a, m), REG_NOMATCH);
	CHECK_INT(search("(a*)*b", ab, m), 0);
	CHECK_INT(m[0].rm_eo, 20001);
	CHECK_INT(search("(a|a)*c", a, m), REG_NOMATCH);
	CHECK_INT(search("(x+x+)+y", x, m), REG_NOMATCH);
	CHECK_INT(search("(a|aa)*$", a, m), 0);
	CHECK_INT(m[0].rm_so, 0);
	CHECK_INT(m[0].rm_eo, 20000);
	CHECK_INT(search("(.*)*(.*)*(.*)*z", a, m), REG_NOMATCH);

	CHECK_INT(setrlimit(RLIMIT_AS, &rl), 0);
	CHECK_INT(regcomp(&re, "a{1000}{1000}{1000}", REG_EXTENDED), REG_ESPACE);
	CHECK_INT(regcomp(&re, "(a{1000}){1000}{1000}", REG_EXTENDED), REG_ESPACE);
	CHECK_INT(regcomp(&re, "\\(\\(a\\{1000\\}\\)\\{1000\\}\\)\\{1000\\}", 0), REG_ESPACE);
	free(a);
	free(ab);
	free(x);
	return check_done();
}

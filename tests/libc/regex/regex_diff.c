#define _GNU_SOURCE
#include <regex.h>
#include <stdio.h>
#include <string.h>
#include "../../harness/check.h"

/* Differential test against glibc: regex_diff.h holds random patterns
 * and subjects with glibc's answers (match or not, every sub-match),
 * written by gen/regex-diffgen.c built against glibc. A few vectors
 * where glibc's choice is one polyport does not share are left out
 * and listed in docs/regex.md. */
static const struct { int cf; const char *pat, *subj, *want; } vec[] = {
#include "regex_diff.h"
};

int main(void)
{
	size_t i;
	int bad = 0;
	for (i = 0; i < sizeof vec / sizeof *vec; i++) {
		regex_t re;
		regmatch_t m[8];
		char got[200], whole[40];
		int e = regcomp(&re, vec[i].pat, vec[i].cf), k, o = 0;
		if (e) {
			snprintf(got, sizeof got, "E%d", e);
		} else {
			if (regexec(&re, vec[i].subj, 8, m, 0))
				snprintf(got, sizeof got, "N");
			else
				for (k = 0; k <= (int)re.re_nsub && k < 8; k++)
					o += snprintf(got + o, sizeof got - o, "%s%d,%d", k ? " " : "",
						(int)m[k].rm_so, (int)m[k].rm_eo);
			/* Asked for the whole match only, or for nothing, the
			 * answer is the same (another path in polyport). */
			if (regexec(&re, vec[i].subj, 1, m, 0))
				snprintf(whole, sizeof whole, "N");
			else
				snprintf(whole, sizeof whole, "%d,%d", (int)m[0].rm_so, (int)m[0].rm_eo);
			k = strcspn(vec[i].want, " ");
			if ((strlen(whole) != (size_t)k || strncmp(whole, vec[i].want, k)) && bad++ < 20)
				printf("/%s/ %d on \"%s\" nmatch 1: want %.*s got %s\n", vec[i].pat, vec[i].cf,
					vec[i].subj, k, vec[i].want, whole);
			CHECK(strlen(whole) == (size_t)k && !strncmp(whole, vec[i].want, k));
			CHECK_INT(regexec(&re, vec[i].subj, 0, 0, 0), strcmp(vec[i].want, "N") ? 0 : REG_NOMATCH);
			regfree(&re);
		}
		if (strcmp(got, vec[i].want) && bad++ < 20)
			printf("/%s/ %d on \"%s\": want %s got %s\n", vec[i].pat, vec[i].cf,
				vec[i].subj, vec[i].want, got);
		CHECK(!strcmp(got, vec[i].want));
	}
	return check_done();
}

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
		char got[200];
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
			regfree(&re);
		}
		if (strcmp(got, vec[i].want) && bad++ < 20)
			printf("/%s/ %d on \"%s\": want %s got %s\n", vec[i].pat, vec[i].cf,
				vec[i].subj, vec[i].want, got);
		CHECK(!strcmp(got, vec[i].want));
	}
	return check_done();
}

#define _GNU_SOURCE
#include <locale.h>
#include <regex.h>
#include <stdio.h>
#include <string.h>
#include "../../harness/check.h"

/* In C.UTF-8 a pattern and its subjects are read as characters: '.',
 * brackets, ranges, classes, case folding and \w see code points,
 * and offsets stay byte offsets. */
static const struct { int cf; const char *pat, *subj, *want; } cases[] = {
	{ REG_EXTENDED, "^.$", "\xc3\xa9", "0,2" },
	{ REG_EXTENDED, "^...$", "a\xe2\x82\xac" "b", "0,5" },
	{ REG_EXTENDED, "^.{2}$", "\xf0\x9f\x98\x80\xc3\xa9", "0,6" },
	{ REG_EXTENDED, "[\xc3\xa9\xc3\xa8]+", "x\xc3\xa8\xc3\xa9y", "1,5" },
	{ REG_EXTENDED, "[^a]", "a\xc3\xa9", "1,3" },
	{ REG_EXTENDED, "[[:alpha:]]+", "1\xc3\xa9t\xc3\xa9!", "1,6" },
	{ REG_EXTENDED, "[[:upper:]]", "a\xc3\x89", "1,3" },
	{ REG_EXTENDED | REG_ICASE, "\xc3\xa9t\xc3\xa9", "\xc3\x89T\xc3\x89", "0,5" },
	{ REG_EXTENDED | REG_ICASE, "[\xc3\xa9]", "\xc3\x89", "0,2" },
	{ REG_EXTENDED | REG_ICASE, "\xce\xa3+", "\xcf\x83\xce\xa3", "0,4" },
	{ 0, "\\w\\+", " \xc3\xa9t\xc3\xa9_1 ", "1,8" },
	{ REG_EXTENDED, "(\xc3\xa9)\\1", "\xc3\xa9\xc3\xa9", "0,4 0,2" },
	{ REG_EXTENDED, "a.c", "a\xe2\x82\xac" "c", "0,5" },
	{ REG_EXTENDED, "\xe2\x82\xac", "ab\xe2\x82\xac", "2,5" },
#ifdef __polyport__
	/* glibc's C.UTF-8 refuses a multibyte character as a range end,
	 * equivalence class or collating symbol (REG_ECOLLATE); polyport
	 * takes it as the code point it is. */
	{ REG_EXTENDED, "[\xce\xb1-\xcf\x89]+", "a\xce\xb2\xce\xb3z", "1,5" },
	{ REG_EXTENDED, "[[=\xc3\xa9=]]", "e\xc3\xa9", "1,3" },
	{ REG_EXTENDED, "[[.\xc3\xa9.]]", "e\xc3\xa9", "1,3" },
#endif
	{ REG_EXTENDED, "\\b\xc3\xa9", "a\xc3\xa9 \xc3\xa9", "4,6" },
};

int main(void)
{
	size_t i;
	if (!setlocale(LC_ALL, "C.UTF-8")) SKIP("no C.UTF-8 locale");
	for (i = 0; i < sizeof cases / sizeof *cases; i++) {
		regex_t re;
		regmatch_t m[4];
		char got[100];
		int e = regcomp(&re, cases[i].pat, cases[i].cf), k, o = 0;
		if (e) {
			snprintf(got, sizeof got, "E%d", e);
		} else {
			if (regexec(&re, cases[i].subj, 4, m, 0))
				snprintf(got, sizeof got, "N");
			else
				for (k = 0; k <= (int)re.re_nsub && k < 4; k++)
					o += snprintf(got + o, sizeof got - o, "%s%d,%d", k ? " " : "",
						(int)m[k].rm_so, (int)m[k].rm_eo);
			regfree(&re);
		}
		if (strcmp(got, cases[i].want)) printf("case %zu: /%s/\n", i, cases[i].pat);
		CHECK_STR(got, cases[i].want);
	}
	return check_done();
}

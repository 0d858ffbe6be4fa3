#define _GNU_SOURCE
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../harness/check.h"

/* Intervals that are not well formed, read as glibc's parse_dup_op
 * reads them: "<re>{}" is REG_BADBR whatever the syntax (GNU grep's
 * tests/ere, Spencer's #38, wants grep -E 'a{}' to fail), and so are a
 * minimum above the maximum and a third number; with
 * RE_INVALID_INTERVAL_ORD (egrep's syntax) only a '{' whose bounds are
 * not numbers, or that is never closed, is ordinary text. Without it,
 * an interval left open to the pattern's end is REG_EBRACE, one with
 * something else than a number before its close REG_BADBR. The result
 * is the error's code (regerror's text of it compared with the one
 * re_compile_pattern returns) or re_search's match as start,end. */
#define ORD RE_SYNTAX_EGREP
#define ERE RE_SYNTAX_POSIX_EXTENDED
#define BRE RE_SYNTAX_POSIX_BASIC
static const struct { reg_syntax_t syn; const char *pat, *subj, *want; } cases[] = {
	{ ORD, "a{}", "a{}", "E_BADBR" },
	{ ORD, "ba{,}", "baa", "0,3" },
	{ ORD, "ba{,2}", "baaa", "0,3" },
	{ ORD, "a{x}", "aa{x}", "1,5" },
	{ ORD, "a{1", "a{1", "0,3" },
	{ ORD, "a{,2", "a{,2", "0,4" },
	{ ORD, "a{1x}", "a{1x}", "0,5" },
	{ ORD, "a{1,x}", "a{1,x}", "0,6" },
	{ ORD, "a{1,2", "aa{1,2", "1,6" },
	{ ORD, "a{2,1}", "", "E_BADBR" },
	{ ORD, "a{1,2,3}", "", "E_BADBR" },
	{ ORD, "a{,2,}", "", "E_BADBR" },
	{ ORD, "a{32768}", "", "E_ESIZE" },
	{ ORD, "a{1}{2}", "aaa", "0,2" },
	{ ORD, "a{2}", "aaa", "0,2" },
	{ ERE, "a{}", "", "E_BADBR" },
	{ ERE, "a{x}", "", "E_BADBR" },
	{ ERE, "a{1", "", "E_EBRACE" },
	{ ERE, "a{1,2", "", "E_EBRACE" },
	{ ERE, "a{,2", "", "E_EBRACE" },
	{ ERE, "a{1x", "", "E_EBRACE" },
	{ ERE, "a{1x}", "", "E_BADBR" },
	{ ERE, "a{1,x}", "", "E_BADBR" },
	{ ERE, "a{2,1}", "", "E_BADBR" },
	{ ERE, "a{1,2,3}", "", "E_BADBR" },
	{ ERE, "ba{,}", "baa", "0,3" },
	{ ERE, "ba{,2}", "baaa", "0,3" },
	{ BRE, "a\\{\\}", "", "E_BADBR" },
	{ BRE, "a\\{1", "", "E_EBRACE" },
	{ BRE, "a\\{1}", "", "E_EBRACE" },
	{ BRE, "a\\{1}\\}", "", "E_BADBR" },
	{ BRE, "a\\{1,2\\}", "baaa", "1,3" },
	{ BRE, "a\\{x\\}", "", "E_BADBR" },
};

static const struct { int code; const char *name; } codes[] = {
	{ REG_BADBR, "E_BADBR" }, { REG_EBRACE, "E_EBRACE" }, { REG_ESIZE, "E_ESIZE" },
	{ REG_BADRPT, "E_BADRPT" }, { REG_EESCAPE, "E_EESCAPE" }, { REG_ESPACE, "E_ESPACE" },
};

int main(void)
{
	size_t i, k;
	for (i = 0; i < sizeof cases / sizeof *cases; i++) {
		struct re_pattern_buffer b;
		const char *e;
		char got[100];
		memset(&b, 0, sizeof b);
		re_set_syntax(cases[i].syn);
		e = re_compile_pattern(cases[i].pat, strlen(cases[i].pat), &b);
		if (e) {
			snprintf(got, sizeof got, "E?%s", e);
			for (k = 0; k < sizeof codes / sizeof *codes; k++) {
				char msg[100];
				regerror(codes[k].code, 0, msg, sizeof msg);
				if (!strcmp(msg, e)) snprintf(got, sizeof got, "%s", codes[k].name);
			}
		} else {
			int n = strlen(cases[i].subj), r;
			struct re_registers regs = { 0 };
			b.regs_allocated = REGS_UNALLOCATED;
			r = re_search(&b, cases[i].subj, n, 0, n, &regs);
			if (r < 0) snprintf(got, sizeof got, "N");
			else snprintf(got, sizeof got, "%d,%d", (int)regs.start[0], (int)regs.end[0]);
			free(regs.start);
			free(regs.end);
			regfree(&b);
		}
		if (strcmp(got, cases[i].want)) printf("case %zu: /%s/\n", i, cases[i].pat);
		CHECK_STR(got, cases[i].want);
	}
	return check_done();
}

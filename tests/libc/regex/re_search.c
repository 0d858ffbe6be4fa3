#define _GNU_SOURCE
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "../../harness/check.h"

/* The GNU API as sed, grep and gawk call it. */

static const char *comp(struct re_pattern_buffer *b, const char *p, reg_syntax_t syn)
{
	memset(b, 0, sizeof *b);
	re_set_syntax(syn);
	return re_compile_pattern(p, strlen(p), b);
}

int main(void)
{
	struct re_pattern_buffer b;
	struct re_registers regs = { 0 };
	char fastmap[256];
	const char *s;
	regoff_t st[4], en[4];

	CHECK_INT(re_syntax_options, RE_SYNTAX_EMACS);
	CHECK_INT(re_set_syntax(RE_SYNTAX_GREP), 0);
	CHECK_INT(re_set_syntax(RE_SYNTAX_EGREP), RE_SYNTAX_GREP);
	CHECK_INT(re_syntax_options, RE_SYNTAX_EGREP);
	/* glibc's values of a few syntax bits and sets */
	CHECK_UINT(RE_ICASE, 1UL << 22);
	CHECK_UINT(RE_NO_SUB, 1UL << 25);
	CHECK_UINT(RE_SYNTAX_POSIX_EXTENDED, 0x3b2fcUL);
	CHECK_UINT(RE_SYNTAX_POSIX_BASIC, 0x10102c6UL);

	/* GNU BRE: \+ \? \| are operators */
	CHECK(comp(&b, "a\\+\\(b\\|c\\)\\?x", RE_SYNTAX_SED) == 0);
	CHECK_INT(b.re_nsub, 1);
	CHECK_INT(re_search(&b, "zzaacx", 6, 0, 6, &regs), 2);
	CHECK_INT(b.regs_allocated, REGS_REALLOCATE);
	CHECK(regs.num_regs >= 2);
	CHECK_INT(regs.start[0], 2);
	CHECK_INT(regs.end[0], 6);
	CHECK_INT(regs.start[1], 4);
	CHECK_INT(regs.end[1], 5);
	CHECK_INT(re_search(&b, "zzaacx", 6, 3, 3, &regs), 3);
	CHECK_INT(re_search(&b, "zzaacx", 6, 0, 1, 0), -1);
	/* negative range searches downwards */
	CHECK_INT(re_search(&b, "axzax", 5, 4, -4, 0), 3);
	CHECK_INT(re_match(&b, "aaxb", 4, 0, &regs), 3);
	CHECK_INT(re_match(&b, "aaxb", 4, 1, 0), 2);
	CHECK_INT(re_match(&b, "baax", 4, 0, 0), -1);
	regfree(&b);
	free(regs.start);
	free(regs.end);

	/* errors come back as glibc's messages */
	s = comp(&b, "a\\{1", RE_SYNTAX_POSIX_BASIC);
	CHECK_STR(s, "Unmatched \\{");
	s = comp(&b, "(a", RE_SYNTAX_POSIX_EXTENDED);
	CHECK_STR(s, "Unmatched ( or \\(");

	/* newline_anchor is on after re_compile_pattern */
	CHECK(comp(&b, "^b", RE_SYNTAX_POSIX_EXTENDED) == 0);
	CHECK_INT(b.newline_anchor, 1);
	CHECK_INT(re_search(&b, "a\nb", 3, 0, 3, 0), 2);
	b.not_bol = 1;
	CHECK_INT(re_search(&b, "b", 1, 0, 1, 0), -1);
	regfree(&b);

	/* RE_ICASE, GNU word operators, a fastmap */
	CHECK(comp(&b, "\\<FOO\\>", RE_SYNTAX_POSIX_EXTENDED | RE_ICASE) == 0);
	b.fastmap = fastmap;
	CHECK_INT(re_compile_fastmap(&b), 0);
	CHECK(fastmap['f'] && fastmap['F'] && !fastmap['x']);
	CHECK_INT(re_search(&b, "xfoo foo", 8, 0, 8, 0), 5);
	b.fastmap = 0;
	regfree(&b);

	/* RE_NO_GNU_OPS: \w is a plain w */
	CHECK(comp(&b, "\\w", RE_SYNTAX_POSIX_EXTENDED | RE_NO_GNU_OPS) == 0);
	CHECK_INT(re_search(&b, "a_w", 3, 0, 3, 0), 2);
	regfree(&b);

	/* re_search_2: the two halves are one subject; stop bounds it */
	CHECK(comp(&b, "(b+)c", RE_SYNTAX_POSIX_EXTENDED) == 0);
	memset(&regs, 0, sizeof regs);
	CHECK_INT(re_search_2(&b, "aab", 3, "bc", 2, 0, 5, &regs, 5), 2);
	CHECK_INT(regs.start[1], 2);
	CHECK_INT(regs.end[1], 4);
	CHECK_INT(re_search_2(&b, "aab", 3, "bc", 2, 0, 5, 0, 4), -1);
	CHECK_INT(re_match_2(&b, "aab", 3, "bc", 2, 2, 0, 5), 3);
	free(regs.start);
	free(regs.end);

	/* re_set_registers: a fixed-size caller array */
	re_set_registers(&b, &regs, 4, st, en);
	CHECK_INT(b.regs_allocated, REGS_REALLOCATE);
	b.regs_allocated = REGS_FIXED;
	CHECK_INT(re_search(&b, "xbbc", 4, 0, 4, &regs), 1);
	CHECK(regs.start == st);
	CHECK_INT(st[0], 1);
	CHECK_INT(en[0], 4);
	CHECK_INT(st[1], 1);
	CHECK_INT(st[2], -1);
	CHECK_INT(en[3], -1);
	re_set_registers(&b, &regs, 0, 0, 0);
	CHECK_INT(b.regs_allocated, REGS_UNALLOCATED);
	CHECK(regs.start == 0);
	regfree(&b);

	/* RE_SYNTAX_GREP: a newline separates alternatives */
	CHECK(comp(&b, "foo\nbar", RE_SYNTAX_GREP) == 0);
	CHECK_INT(re_search(&b, "xxbar", 5, 0, 5, 0), 2);
	regfree(&b);
	return check_done();
}

#include "regex_impl.h"
#include <stdlib.h>
#include <string.h>
#include "locale_impl.h"

/* The one compiler entry for regcomp and the GNU API. The pattern is
 * read in the locale current now (UTF-8 or single-byte), and regexec
 * reads subjects the same way. */
int __re_comp(regex_t *preg, const char *pat, size_t len, reg_syntax_t syn, int keep_translate)
{
	struct re_parse ps = { 0 };
	struct __re_prog *prog = 0;
	int e, i;
	ps.syn = syn;
	ps.utf8 = CURRENT_UTF8;
	ps.icase = !!(syn & RE_ICASE);
	ps.translate = keep_translate ? preg->__REPB(translate) : 0;
	e = __re_parse(&ps, pat, len);
	if (!e) e = __re_compile(&ps, &prog);
	if (!e && ps.translate) {
		if (!(prog->translate = malloc(256))) e = REG_ESPACE;
		else memcpy(prog->translate, ps.translate, 256);
	}
	free(ps.nodes);
	for (i = 0; i < ps.nsets; i++) free(ps.sets[i].ranges);
	free(ps.sets);
	if (e) {
		__re_free_prog(prog);
		return e;
	}
	preg->__REPB(buffer) = prog;
	preg->__REPB(allocated) = preg->__REPB(used) = sizeof *prog;
	preg->__REPB(syntax) = syn;
	preg->re_nsub = prog->nsub;
	preg->__REPB(can_be_null) = prog->can_be_null;
	return 0;
}

int regcomp(regex_t *restrict preg, const char *restrict pat, int cflags)
{
	reg_syntax_t syn = cflags & REG_EXTENDED ? RE_SYNTAX_POSIX_EXTENDED : RE_SYNTAX_POSIX_BASIC;
	int e;
	memset(preg, 0, sizeof *preg);
	if (cflags & REG_ICASE) syn |= RE_ICASE;
	if (cflags & REG_NEWLINE) {
		syn &= ~RE_DOT_NEWLINE;
		syn |= RE_HAT_LISTS_NOT_NEWLINE;
		preg->__REPB(newline_anchor) = 1;
	}
	preg->__REPB(no_sub) = !!(cflags & REG_NOSUB);
	e = __re_comp(preg, pat, strlen(pat), syn, 0);
	if (e) {
		/* POSIX names an unmatched ')' REG_EPAREN, as glibc's
		 * regcomp does. */
		if (e == REG_ERPAREN) e = REG_EPAREN;
		preg->__REPB(buffer) = 0;
	}
	return e;
}

void regfree(regex_t *preg)
{
	__re_free_prog(preg->__REPB(buffer));
	preg->__REPB(buffer) = 0;
	preg->__REPB(allocated) = preg->__REPB(used) = 0;
	free(preg->__REPB(fastmap));
	preg->__REPB(fastmap) = 0;
	free(preg->__REPB(translate));
	preg->__REPB(translate) = 0;
}

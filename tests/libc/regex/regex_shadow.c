#define _GNU_SOURCE
#include <sys/types.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "../../harness/check.h"

/* GNU packages compile against gnulib's copy of <regex.h> (their lib/
 * comes first on the include path) while linking this libc's regex.
 * That copy picks its offset types from _REGEX_LARGE_OFFSETS, after
 * including <sys/types.h>; the structures below are what it then
 * declares. They must match the libc's own, or matches come back
 * garbled. Against glibc the macro is absent and both sides use int. */
#ifdef _REGEX_LARGE_OFFSETS
typedef ssize_t shadow_off;
typedef size_t shadow_num;
#else
typedef int shadow_off;
typedef unsigned shadow_num;
#endif
struct shadow_match { shadow_off so, eo; };
struct shadow_regs { shadow_num num; shadow_off *start, *end; };

#include <regex.h>

int main(void)
{
	regex_t re;
	struct shadow_match m[2];
	struct re_registers regs = { 0 };
	struct re_pattern_buffer b;

	CHECK_INT(sizeof(regoff_t), sizeof(shadow_off));
	CHECK_INT(sizeof(regmatch_t), sizeof(struct shadow_match));
	CHECK_INT(sizeof(struct re_registers), sizeof(struct shadow_regs));
	CHECK_INT(offsetof(struct re_registers, start), offsetof(struct shadow_regs, start));
	CHECK_INT(sizeof regs.num_regs, sizeof(shadow_num));

	/* gnulib's test-regex case "a(.*)b" on "a b", read through the
	 * shadow layout as a program built against gnulib's header does */
	CHECK_INT(regcomp(&re, "a(.*)b", REG_EXTENDED), 0);
	CHECK_INT(regexec(&re, "xa by", 2, (regmatch_t *)m, 0), 0);
	CHECK_INT(m[0].so, 1);
	CHECK_INT(m[0].eo, 4);
	CHECK_INT(m[1].so, 2);
	CHECK_INT(m[1].eo, 3);
	regfree(&re);

	memset(&b, 0, sizeof b);
	re_set_syntax(RE_SYNTAX_POSIX_EXTENDED);
	CHECK(re_compile_pattern("x(y)", 4, &b) == 0);
	CHECK_INT(re_search(&b, "wxy", 3, 0, 3, &regs), 1);
	struct shadow_regs *sr = (struct shadow_regs *)&regs;
	CHECK(sr->num >= 2);
	CHECK_INT(sr->start[0], 1);
	CHECK_INT(sr->end[0], 3);
	CHECK_INT(sr->start[1], 2);
	CHECK_INT(sr->end[1], 3);
	regfree(&b);
	free(regs.start);
	free(regs.end);
	return check_done();
}

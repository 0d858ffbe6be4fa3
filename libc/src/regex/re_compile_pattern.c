#include "regex_impl.h"
#include <stdlib.h>
#include <string.h>

/* GNU compilation: the syntax is re_syntax_options, '^' and '$' also
 * match at newlines (newline_anchor), and the caller's translate table
 * maps each byte of the pattern and of the subjects. A buffer left
 * over from an earlier compile is released first, as glibc reuses it. */
const char *re_compile_pattern(const char *pat, size_t len, struct re_pattern_buffer *b)
{
	int e;
	if (b->buffer) {
		if (b->allocated == sizeof(struct __re_prog)) __re_free_prog(b->buffer);
		else free(b->buffer);
		b->buffer = 0;
	}
	b->allocated = b->used = 0;
	b->no_sub = !!(re_syntax_options & RE_NO_SUB);
	b->newline_anchor = 1;
	b->regs_allocated = REGS_UNALLOCATED;
	b->fastmap_accurate = 0;
	b->not_bol = b->not_eol = 0;
	b->can_be_null = 0;
	b->re_nsub = 0;
	e = __re_comp(b, pat, len, re_syntax_options, 1);
	return e ? __re_errmsg(e) : 0;
}

int re_compile_fastmap(struct re_pattern_buffer *b)
{
	const struct __re_prog *p = b->buffer;
	int i;
	if (!b->fastmap || !p) return 0;
	for (i = 0; i < 256; i++) b->fastmap[i] = p->can_be_null || p->first[i];
	b->can_be_null = p->can_be_null;
	b->fastmap_accurate = 1;
	return 0;
}

#include "regex_impl.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The GNU searches. A match is leftmost-longest from the first start
 * position tried: start, start+1, ... start+range (or downwards for a
 * negative range); re_match tries start only and answers the length.
 * Results go to regs as regs_allocated says (glibc's rules: allocate
 * num_regs = groups + 2, grow, or fill a fixed array). Answers are
 * -1 for no match and -2 for an internal error (REG_ESPACE). */

static int copy_regs(struct re_pattern_buffer *b, struct re_registers *regs,
	const regoff_t *slots, size_t nregs)
{
	size_t need = nregs + 1, i;
	if (b->regs_allocated == REGS_UNALLOCATED) {
		regs->start = malloc(need * sizeof *regs->start);
		regs->end = malloc(need * sizeof *regs->end);
		if (!regs->start || !regs->end) {
			free(regs->start);
			free(regs->end);
			return -1;
		}
		regs->num_regs = need;
		b->regs_allocated = REGS_REALLOCATE;
	} else if (b->regs_allocated == REGS_REALLOCATE && regs->num_regs < need) {
		regoff_t *s = realloc(regs->start, need * sizeof *s), *e;
		if (!s) return -1;
		regs->start = s;
		if (!(e = realloc(regs->end, need * sizeof *e))) return -1;
		regs->end = e;
		regs->num_regs = need;
	} else if (b->regs_allocated == REGS_FIXED && nregs > regs->num_regs) {
		nregs = regs->num_regs;
	}
	for (i = 0; i < nregs; i++) {
		regs->start[i] = slots[2 * i];
		regs->end[i] = slots[2 * i] < 0 ? -1 : slots[2 * i + 1];
	}
	for (; i < regs->num_regs; i++) regs->start[i] = regs->end[i] = -1;
	return 0;
}

static regoff_t stub(struct re_pattern_buffer *b, const char *s, regoff_t len,
	regoff_t start, regoff_t range, regoff_t stop, struct re_registers *regs, int ret_len)
{
	struct re_input in;
	regoff_t last = start + range, *slots, r;
	size_t nregs, from, to;
	int e;
	if (!b->buffer || start < 0 || start > len) return -1;
	if (stop < 0) stop = 0;
	if (stop > len) stop = len;
	if (len < last || (range >= 0 && last < start)) last = len;
	else if (last < 0 || (range < 0 && start <= last)) last = 0;
	if (b->fastmap && !b->fastmap_accurate) re_compile_fastmap(b);
	nregs = regs ? b->re_nsub + 1 : 1;
	if (regs && b->no_sub && b->regs_allocated == REGS_FIXED && regs->num_regs <= b->re_nsub) {
		nregs = regs->num_regs;
		if (nregs < 1) regs = 0, nregs = 1;
	}
	if (!(slots = malloc(2 * nregs * sizeof *slots))) return -2;
	in.s = (const unsigned char *)s;
	in.len = stop;
	in.prog = b->buffer;
	in.notbol = b->not_bol;
	in.noteol = b->not_eol;
	in.nlanchor = b->newline_anchor;
	if (last >= start) {
		e = __re_exec(&in, start, last, nregs, slots);
	} else {
		/* Downwards: the first start position that matches. */
		e = REG_NOMATCH;
		for (from = start, to = last; ; from--) {
			if ((e = __re_exec(&in, from, from, nregs, slots)) != REG_NOMATCH || from == to) break;
		}
	}
	if (e) r = e == REG_NOMATCH ? -1 : -2;
	else if (regs && copy_regs(b, regs, slots, nregs)) r = -2;
	else r = ret_len ? slots[1] - start : slots[0];
	free(slots);
	return r;
}

regoff_t re_search(struct re_pattern_buffer *b, const char *s, regoff_t len,
	regoff_t start, regoff_t range, struct re_registers *regs)
{
	return stub(b, s, len, start, range, len, regs, 0);
}

regoff_t re_match(struct re_pattern_buffer *b, const char *s, regoff_t len,
	regoff_t start, struct re_registers *regs)
{
	return stub(b, s, len, start, 0, len, regs, 1);
}

/* The two halves are matched as one string, as glibc does. */
static regoff_t stub2(struct re_pattern_buffer *b, const char *s1, regoff_t n1,
	const char *s2, regoff_t n2, regoff_t start, regoff_t range,
	struct re_registers *regs, regoff_t stop, int ret_len)
{
	char *s;
	regoff_t r;
	if (n1 < 0 || n2 < 0 || stop < 0 || n1 > PTRDIFF_MAX - n2) return -2;
	if (!n2) return stub(b, s1, n1, start, range, stop, regs, ret_len);
	if (!n1) return stub(b, s2, n2, start, range, stop, regs, ret_len);
	if (!(s = malloc(n1 + n2))) return -2;
	memcpy(s, s1, n1);
	memcpy(s + n1, s2, n2);
	r = stub(b, s, n1 + n2, start, range, stop, regs, ret_len);
	free(s);
	return r;
}

regoff_t re_search_2(struct re_pattern_buffer *b, const char *s1, regoff_t n1,
	const char *s2, regoff_t n2, regoff_t start, regoff_t range,
	struct re_registers *regs, regoff_t stop)
{
	return stub2(b, s1, n1, s2, n2, start, range, regs, stop, 0);
}

regoff_t re_match_2(struct re_pattern_buffer *b, const char *s1, regoff_t n1,
	const char *s2, regoff_t n2, regoff_t start, struct re_registers *regs, regoff_t stop)
{
	return stub2(b, s1, n1, s2, n2, start, 0, regs, stop, 1);
}

void re_set_registers(struct re_pattern_buffer *b, struct re_registers *regs,
	size_t num, regoff_t *starts, regoff_t *ends)
{
	if (num) {
		b->regs_allocated = REGS_REALLOCATE;
		regs->num_regs = num;
		regs->start = starts;
		regs->end = ends;
	} else {
		b->regs_allocated = REGS_UNALLOCATED;
		regs->num_regs = 0;
		regs->start = regs->end = 0;
	}
}

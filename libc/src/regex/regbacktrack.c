#include "regex_impl.h"
#include <stdlib.h>
#include <string.h>

/* Patterns with back-references: a depth-first walk of the program
 * from each start position in turn, in the Pike VM's priority order,
 * that looks at every path to keep the longest match (and, for one
 * end, the first path to reach it, as the Pike VM does). Exponential
 * in the worst case, so it runs under a step and a stack budget and
 * reports REG_ESPACE when either runs out. */

struct ent {
	int pc;        /* >= 0: resume here at pos; < 0: restore slot -1-pc */
	regoff_t v;    /* position, or the slot's old value */
};

static int bref(const struct re_input *in, const regoff_t *cap, int g, size_t *pos)
{
	regoff_t so = cap[2 * g], eo = cap[2 * g + 1];
	size_t n, i = so, j = *pos;
	int l1, l2;
	if (so < 0 || eo < so) return 0;
	n = eo - so;
	if (!in->prog->icase && !in->prog->translate) {
		if (in->len - j < n || memcmp(in->s + so, in->s + j, n)) return 0;
		*pos = j + n;
		return 1;
	}
	while (i < (size_t)eo) {
		int a, b;
		if (j >= in->len) return 0;
		a = __re_fold(in->prog, __re_getc(in, i, &l1));
		b = __re_fold(in->prog, __re_getc(in, j, &l2));
		if (a != b) return 0;
		i += l1, j += l2;
	}
	*pos = j;
	return 1;
}

int __re_backtrack(const struct re_input *in, size_t from, size_t last, size_t want, regoff_t *slots)
{
	const struct __re_prog *p = in->prog;
	const struct re_inst *ins = p->insts;
	size_t capslots = 2 * (p->nsub + 1), loopbase = capslots * (p->has_opt ? 2 : 1);
	size_t ns = loopbase + p->nloop, start, i;
	size_t sp = 0, cap_n = 256, steps = 0;
	regoff_t *cap = malloc(ns * sizeof *cap), *best = malloc(capslots * sizeof *best);
	struct ent *st = malloc(cap_n * sizeof *st);
	int r = REG_NOMATCH, len, slen, c;

	if (!cap || !best || !st) {
		r = REG_ESPACE;
		goto out;
	}
	for (start = from; start <= last; start += slen) {
		int matched = 0;
		slen = 1;
		if (start < in->len) {
			if (p->utf8) __re_getc(in, start, &slen);
			if (!p->can_be_null && !p->startb[in->s[start]]) continue;
		} else if (!p->can_be_null) {
			break;
		}
		if (p->bol_only && !__re_assert(in, start, p->bol_only == 2 ? RA_BUFBEG : RA_BOL))
			continue;
		for (i = 0; i < ns; i++) cap[i] = -1;
		cap[0] = start;
		sp = 0;
		st[sp++] = (struct ent){ 0, start };
		while (sp) {
			struct ent e = st[--sp];
			size_t pos;
			int pc;
			if (e.pc < 0) {
				cap[-1 - e.pc] = e.v;
				continue;
			}
			pc = e.pc, pos = e.v;
			for (;;) {
				const struct re_inst *x = &ins[pc];
				if (++steps > RE_BT_STEPS) {
					r = REG_ESPACE;
					goto out;
				}
				if (sp + loopbase + 2 > cap_n) {
					struct ent *n;
					if (cap_n >= RE_BT_STACK) {
						r = REG_ESPACE;
						goto out;
					}
					n = realloc(st, 2 * cap_n * sizeof *st);
					if (!n) {
						r = REG_ESPACE;
						goto out;
					}
					st = n, cap_n *= 2;
				}
				switch (x->op) {
				case RI_CHAR: case RI_ANY: case RI_SET: {
					int ok;
					if (pos >= in->len) goto fail;
					c = __re_getc(in, pos, &len);
					if (x->op == RI_CHAR) ok = (p->icase ? __re_fold(p, c) : c) == x->x;
					else if (x->op == RI_ANY)
						ok = c < RE_BADBYTE && !((p->anybits & 1) && c == '\n') && !((p->anybits & 2) && c == 0);
					else ok = __re_set_has(&p->sets[x->x], c);
					if (!ok) goto fail;
					pos += len;
					pc++;
					continue;
				}
				case RI_BREF:
					if (!bref(in, cap, x->x, &pos)) goto fail;
					pc++;
					continue;
				case RI_SPLIT:
					st[sp++] = (struct ent){ x->y, pos };
					pc = x->x;
					continue;
				case RI_JMP: pc = x->x; continue;
				case RI_SAVE:
					if (p->has_opt) {
						for (i = 0; i < loopbase; i++)
							st[sp++] = (struct ent){ -1 - (int)i, cap[i] };
					} else {
						st[sp++] = (struct ent){ -1 - x->x, cap[x->x] };
					}
					__re_save(p, cap, capslots, x->x, x->y, pos);
					pc++;
					continue;
				case RI_LOOPSET:
					st[sp++] = (struct ent){ -1 - (int)(loopbase + x->x), cap[loopbase + x->x] };
					cap[loopbase + x->x] = x->y < 0 ? -1 : (regoff_t)pos;
					pc++;
					continue;
				case RI_LOOPCHK:
					if (cap[loopbase + x->x] == (regoff_t)pos) goto fail;
					pc++;
					continue;
				case RI_ASSERT:
					if (!__re_assert(in, pos, x->x)) goto fail;
					pc++;
					continue;
				case RI_MATCH:
					if (!matched || (regoff_t)pos > best[1]) {
						memcpy(best, cap, capslots * sizeof *cap);
						best[1] = pos;
						matched = 1;
						/* Nothing is longer, and later paths rank lower. */
						if (pos == in->len || !want) sp = 0;
					}
					goto fail;
				}
			fail:
				break;
			}
		}
		if (matched) {
			size_t n = 2 * (want ? want : 1);
			memcpy(slots, best, (n < capslots ? n : capslots) * sizeof *best);
			for (i = capslots; i < n; i++) slots[i] = -1;
			r = 0;
			break;
		}
	}
out:
	free(cap);
	free(best);
	free(st);
	return r;
}

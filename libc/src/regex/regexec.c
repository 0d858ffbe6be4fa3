#include "regex_impl.h"
#include <stdlib.h>
#include <string.h>

int __re_exec(const struct re_input *in, size_t from, size_t last, size_t want, regoff_t *slots)
{
	int r;
	if (from > in->len) return REG_NOMATCH;
	if (last > in->len) last = in->len;
	/* Not for a search from one start (re_search's downward tries
	 * call once per start): the look-up would read on to the first
	 * occurrence, far past where an anchored search stops. */
	if (in->prog->nlit && last > from) {
		const unsigned char *h = in->s + from, *n = in->prog->lit;
		size_t hl = in->len - from, nl = in->prog->nlit;
		if (nl == 1 ? !memchr(h, *n, hl) : !memmem(h, hl, n, nl)) return REG_NOMATCH;
	}
	if (in->prog->has_bref) return __re_backtrack(in, from, last, want, slots);
	if ((r = __re_dfa(in, from, last, want, slots)) >= 0) return r;
	return __re_pike(in, from, last, want, slots);
}

/* With REG_STARTEND the subject is string[0, rm_eo) searched from
 * rm_so, as glibc reads it: what precedes rm_so is context for '^',
 * '\b' and the like, and the offsets stay relative to string. */
int regexec(const regex_t *restrict preg, const char *restrict string,
	size_t nmatch, regmatch_t *restrict pmatch, int eflags)
{
	struct re_input in;
	regoff_t local[20], *slots = local;
	size_t from = 0, want, i;
	int r;
	if (!preg->__REPB(buffer)) return REG_BADPAT;
	if (eflags & REG_STARTEND) {
		if (pmatch[0].rm_so < 0 || pmatch[0].rm_eo < pmatch[0].rm_so) return REG_BADPAT;
		from = pmatch[0].rm_so;
		in.len = pmatch[0].rm_eo;
	} else {
		in.len = strlen(string);
	}
	in.s = (const unsigned char *)string;
	in.prog = preg->__REPB(buffer);
	in.notbol = !!(eflags & REG_NOTBOL);
	in.noteol = !!(eflags & REG_NOTEOL);
	in.nlanchor = preg->__REPB(newline_anchor);
	if (preg->__REPB(no_sub)) nmatch = 0;
	want = nmatch < preg->re_nsub + 1 ? nmatch : preg->re_nsub + 1;
	if (2 * want > sizeof local / sizeof *local) {
		slots = malloc(2 * want * sizeof *slots);
		if (!slots) return REG_ESPACE;
	}
	r = __re_exec(&in, from, in.len, want, slots);
	if (!r) {
		for (i = 0; i < want; i++) {
			pmatch[i].rm_so = slots[2 * i];
			pmatch[i].rm_eo = slots[2 * i] < 0 ? -1 : slots[2 * i + 1];
		}
		for (; i < nmatch; i++) pmatch[i].rm_so = pmatch[i].rm_eo = -1;
	}
	if (slots != local) free(slots);
	return r;
}

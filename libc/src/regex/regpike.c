#include "regex_impl.h"
#include <stdlib.h>
#include <string.h>

/* The Pike VM: every thread of the program advances over the subject
 * in step, one character at a time, so the time is O(subject x
 * program) whatever the pattern. Threads are kept in priority order
 * (earlier start first, then the preferred branch first); when two
 * reach the same instruction at the same position only the first is
 * kept, which is what makes the kept path the first one among those
 * with the same future. The first thread to reach MATCH at a position
 * therefore has the leftmost start and the preferred sub-matches;
 * a later match from the same start is longer and replaces it. */

struct list {
	int n;
	int *pc;
	regoff_t *cap;
};

struct vm {
	const struct re_input *in;
	const struct __re_prog *p;
	unsigned *mark, gen;
	int *stack;          /* pc, -2-slot (old value in stackv), or -1:
	                      * restore 2C slots from vsave */
	regoff_t *stackv, *vsave;
	size_t vsp;
	size_t nslots, capslots, loopbase;
	int matched, stop;
	regoff_t *best;
};

static void add(struct vm *vm, struct list *l, int pc0, regoff_t *cap, size_t pos)
{
	const struct re_inst *in = vm->p->insts;
	int sp = 0, pc;
	size_t s;
	vm->stack[sp++] = pc0;
	while (sp) {
		pc = vm->stack[--sp];
		if (pc < -1) {
			cap[-2 - pc] = vm->stackv[sp];
			continue;
		}
		if (pc == -1) {
			vm->vsp -= vm->loopbase;
			memcpy(cap, vm->vsave + vm->vsp, vm->loopbase * sizeof *cap);
			continue;
		}
		for (;;) {
			if (vm->mark[pc] == vm->gen) break;
			vm->mark[pc] = vm->gen;
			switch (in[pc].op) {
			case RI_JMP: pc = in[pc].x; continue;
			case RI_SPLIT:
				vm->stack[sp++] = in[pc].y;
				pc = in[pc].x;
				continue;
			case RI_SAVE:
				s = in[pc].x;
				/* registers nobody asked for (with optional groups
				 * every one is asked for when any is) */
				if (s >= vm->capslots) {
					pc++;
					continue;
				}
				if (vm->p->has_opt) {
					memcpy(vm->vsave + vm->vsp, cap, vm->loopbase * sizeof *cap);
					vm->vsp += vm->loopbase;
					vm->stack[sp++] = -1;
					__re_save(vm->p, cap, vm->capslots, s, in[pc].y, pos);
				} else {
					vm->stackv[sp] = cap[s];
					vm->stack[sp++] = -2 - (int)s;
					cap[s] = pos;
				}
				pc++;
				continue;
			case RI_LOOPSET:
				s = vm->loopbase + in[pc].x;
				vm->stackv[sp] = cap[s];
				vm->stack[sp++] = -2 - (int)s;
				cap[s] = in[pc].y < 0 ? -1 : (regoff_t)pos;
				pc++;
				continue;
			case RI_LOOPCHK:
				if (cap[vm->loopbase + in[pc].x] == (regoff_t)pos) break;
				pc++;
				continue;
			case RI_ASSERT:
				if (!__re_assert(vm->in, pos, in[pc].x)) break;
				pc++;
				continue;
			case RI_MATCH:
				if (!vm->matched || cap[0] <= vm->best[0]) {
					memcpy(vm->best, cap, vm->capslots * sizeof *cap);
					vm->best[1] = pos;
					vm->matched = 1;
				}
				break;
			default:
				l->pc[l->n] = pc;
				memcpy(l->cap + l->n * vm->nslots, cap, vm->nslots * sizeof *cap);
				l->n++;
				break;
			}
			break;
		}
	}
}

int __re_pike(const struct re_input *in, size_t from, size_t last, size_t want, regoff_t *slots)
{
	const struct __re_prog *p = in->prog;
	struct vm vm = { in, p };
	struct list a, b, *cl = &a, *nl = &b, *t;
	size_t pos = from, i, ninst = p->ninst, ns;
	regoff_t *tmp;
	int r = REG_NOMATCH, c, fc, len, locked = 0;
	const unsigned char *s = in->s;
	void *blk = 0;

	size_t nout = 2 * (want ? want : 1);
	/* glibc's rules for optional groups need every register. */
	if (want && p->has_opt) want = p->nsub + 1;
	vm.capslots = 2 * (want ? want : 1);
	vm.loopbase = vm.capslots * (p->has_opt ? 2 : 1);
	vm.nslots = ns = vm.loopbase + p->nloop;
	/* Two thread lists of ninst x ns registers: past 2^24 (256 MiB in
	 * all) the pattern needs more memory than a match should take. */
	if (ninst > (1u << 24) / (ns + 4)) return REG_ESPACE;
	/* One block for all the VM's arrays: the pattern's own, kept
	 * between calls, when no other thread is using it (the lock
	 * regdfa.c takes), else a block of this call's. */
	{
		size_t nv = p->has_opt ? ninst * vm.loopbase : 0;
		size_t nreg = nv + (2 * ninst + 1) + 2 * ninst * ns + (ns + 2) + vm.capslots;
		size_t bytes = nreg * sizeof(regoff_t) + (5 * ninst + 2) * sizeof(int);
		struct __re_prog *w = (struct __re_prog *)p;
		regoff_t *rp;
		int *ip;
		if (__re_trylock(&w->dfa_lock)) {
			locked = 1;
			if (w->scratch_size < bytes) {
				free(w->scratch);
				w->scratch = malloc(bytes);
				w->scratch_size = w->scratch ? bytes : 0;
			}
			blk = w->scratch;
		} else {
			blk = malloc(bytes);
		}
		if (!blk) {
			r = REG_ESPACE;
			goto out;
		}
		rp = blk;
		vm.vsave = rp, rp += nv;
		vm.stackv = rp, rp += 2 * ninst + 1;
		a.cap = rp, rp += ninst * ns;
		b.cap = rp, rp += ninst * ns;
		tmp = rp, rp += ns + 2;
		vm.best = nout == vm.capslots ? slots : rp;
		rp += vm.capslots;
		ip = (int *)rp;
		vm.mark = (unsigned *)ip, ip += ninst;
		vm.stack = ip, ip += 2 * ninst + 2;
		a.pc = ip, ip += ninst;
		b.pc = ip;
		memset(vm.mark, 0, ninst * sizeof *vm.mark);
	}
	a.n = b.n = 0;
	vm.gen = 1;
	for (;;) {
		if (!vm.matched && pos <= last) {
			if (!cl->n) {
				/* Nothing running: jump to the next possible start. */
				/* \` is the buffer's start, which REG_NOTBOL
				 * leaves alone (as glibc) */
				if (p->bol_only == 2) {
					if (pos) break;
				} else if (p->bol_only && !(pos == 0 && !in->notbol)) {
					if (!in->nlanchor) break;
					while (pos <= last && !(pos > 0 && s[pos - 1] == '\n')) pos++;
				} else if (!p->can_be_null) {
					while (pos < in->len && pos <= last && !p->startb[s[pos]]) {
						if (p->utf8) __re_getc(in, pos, &len), pos += len;
						else pos++;
					}
					if (pos == in->len) break;
				}
				if (pos > last) break;
				vm.gen++;
			}
			for (i = 0; i < ns; i++) tmp[i] = -1;
			tmp[0] = pos;
			add(&vm, cl, 0, tmp, pos);
			if (vm.matched && !want) break;
		}
		if (pos >= in->len) break;
		if (!cl->n) {
			if (vm.matched || pos >= last) break;
			/* No thread survived: move on to the next start. */
			if (p->utf8) __re_getc(in, pos, &len), pos += len;
			else pos++;
			continue;
		}
		c = __re_getc(in, pos, &len);
		fc = p->icase ? __re_fold(p, c) : c;
		vm.gen++;
		nl->n = 0;
		for (i = 0; i < (size_t)cl->n; i++) {
			const struct re_inst *x = &p->insts[cl->pc[i]];
			regoff_t *cap = cl->cap + i * ns;
			int ok;
			if (vm.matched && cap[0] > vm.best[0]) continue;
			switch (x->op) {
			case RI_CHAR: ok = fc == x->x; break;
			case RI_ANY:
				ok = c < RE_BADBYTE && !((p->anybits & 1) && c == '\n') && !((p->anybits & 2) && c == 0);
				break;
			default: ok = __re_set_has(&p->sets[x->x], c); break;
			}
			if (!ok) continue;
			memcpy(tmp, cap, ns * sizeof *tmp);
			add(&vm, nl, cl->pc[i] + 1, tmp, pos + len);
			if (vm.matched && !want) goto done;
		}
		t = cl, cl = nl, nl = t;
		pos += len;
	}
done:
	r = vm.matched ? 0 : REG_NOMATCH;
	if (!r && vm.best != slots) memcpy(slots, vm.best, nout * sizeof *slots);
out:
	if (locked) __re_unlock(&((struct __re_prog *)p)->dfa_lock);
	else free(blk);
	return r;
}

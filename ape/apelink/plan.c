/* Phase 3: the layout. The script comes first; then each arch's chunks go
 * to the lowest offset that is congruent to their addresses modulo the
 * arch's page size and free (so one arch's chunks fill another's gaps);
 * then the loaders, 512-byte aligned. Nothing is padded beyond that.
 * A movable image (validate.c: find_granule) first places its chunk 0 at
 * the lowest free multiple of its granule and moves all its addresses by
 * what that takes; so an aarch64 image needs no 64 KiB-aligned offset. */
#include <string.h>
#include "apelink.h"

static size_t next_congruent(size_t from, size_t m, size_t r)
{
	size_t x = from - from % m + r;
	return x >= from ? x : x + m;
}

static size_t place(struct apelink *A, size_t size, size_t m, size_t r)
{
	size_t off = next_congruent(A->script_len, m, r), len = size ? size : 1;
	for (int again = 1; again;) {
		again = 0;
		for (int i = 0; i < A->nused; i++) {
			const struct al_interval *u = &A->used[i];
			if (off < u->hi && u->lo < off + len) {
				off = next_congruent(u->hi, m, r);
				again = 1;
			}
		}
	}
	A->used[A->nused++] = (struct al_interval){ off, off + size };
	if (off + size > A->total)
		A->total = off + size;
	return off;
}

/* A PE section takes whole 512-byte blocks from the file: the bytes after
 * a chunk with a bss up to the next block land in memory where the bss
 * begins, so they are kept free (zero). After a chunk without one they
 * land past its end, like the rest of the page Linux maps there. */
static void reserve_tail(struct apelink *A, const struct al_arch *a, const struct al_chunk *c)
{
	size_t lo = c->out_off + c->size, hi = (lo + 511) & -(size_t)512;
	int bss = 0;
	for (int i = 0; i < a->eh->e_phnum; i++) {
		const ape_phdr *p = &a->ph[i];
		if (p->p_type == APE_PT_LOAD && p->p_filesz && p->p_memsz > p->p_filesz &&
		    p->p_offset >= c->src_off && p->p_offset + p->p_filesz <= c->src_off + c->size)
			bss = 1;
	}
	if (hi == lo || !bss)
		return;
	for (int i = 0; i < A->nused; i++)
		if (lo < A->used[i].hi && A->used[i].lo < hi)
			al_die("internal: the PE tail of a chunk at %#zx is taken", c->out_off);
	A->used[A->nused++] = (struct al_interval){ lo, hi };
	if (hi > A->total)
		A->total = hi;
}

static unsigned fnv1a(const unsigned char *p, size_t n)
{
	unsigned h = 2166136261u;
	while (n--)
		h = (h ^ *p++) * 16777619u;
	return h;
}

static void make_ehdr(struct al_arch *a)
{
	const struct al_chunk *c = &a->chunk[a->phdr_chunk];
	a->out_eh = *a->eh;
	a->out_eh.e_entry += a->shift;
	a->out_eh.e_phoff = c->out_off + (a->eh->e_phoff - c->src_off);
	a->out_eh.e_shoff = 0;
	a->out_eh.e_shentsize = 0;
	a->out_eh.e_shnum = 0;
	a->out_eh.e_shstrndx = 0;
}

void al_plan(struct apelink *A)
{
	al_pe_read(A);
	al_script(A, 0);
	A->used[A->nused++] = (struct al_interval){ 0, A->script_len };
	A->total = A->script_len;
	for (int i = 0; i < AL_NARCH; i++) {
		struct al_arch *a = &A->arch[i];
		for (int k = 0; k < a->nchunk; k++) {
			struct al_chunk *c = &a->chunk[k];
			if (k == 0) {
				size_t P = c->modulus, r = c->residue;
				c->out_off = place(A, c->size, a->granule, r % a->granule);
				a->shift = (c->out_off % P + P - r) % P;
				c->residue = c->out_off % P;
				continue;
			}
			c->residue = (c->residue + a->shift) % c->modulus;
			c->out_off = place(A, c->size, c->modulus, c->residue);
		}
		if (a->machine == APE_EM_X86_64 && A->pe.on)
			for (int k = 0; k < a->nchunk; k++)
				reserve_tail(A, a, &a->chunk[k]);
	}
	for (int i = 0; i < AL_NARCH; i++) {
		struct al_arch *a = &A->arch[i];
		if (!a->elf.data)
			continue;
		a->loader_blocks = (a->loader.size + AL_LOADER_BLOCK - 1) / AL_LOADER_BLOCK;
		a->loader_off = place(A, a->loader_blocks * AL_LOADER_BLOCK, AL_LOADER_BLOCK, 0);
		a->hash = fnv1a(a->loader.data, a->loader.size);
		make_ehdr(a);
	}
	if (A->notices.size)
		A->notices_off = place(A, A->notices.size, 1, 0);
	al_pe_plan(A, place);
	al_script(A, 1);
}

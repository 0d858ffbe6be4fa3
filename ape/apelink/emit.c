/* Phase 4: assemble the file in memory, then write it to a temporary file
 * beside OUTPUT, sync it and rename it into place. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "apelink.h"
#include "../common/elfcheck.h"
#include "../common/fileio.h"

/* The new file offset of input offset `off`, which must lie in a chunk. */
static int moved(const struct al_arch *a, ape_u64 off, ape_u64 len, ape_u64 *out)
{
	for (int i = 0; i < a->nchunk; i++) {
		const struct al_chunk *c = &a->chunk[i];
		if (off >= c->src_off && off + len <= c->src_off + c->size) {
			*out = c->out_off + (off - c->src_off);
			return 0;
		}
	}
	return -1;
}

/* The program headers inside the copied chunk get the new offsets, and
 * the addresses move by the image's shift (plan.c).
 *
 * A movable image's PT_LOAD p_align (ld's max-page-size: 64 KiB on
 * aarch64) becomes its granule: that is all the alignment its sections
 * need, and the kernel (6.10 on) and the loader place a static PIE at a
 * multiple of p_align, which above the page size costs the loader a
 * reservation, two system calls more at every start. The file keeps the
 * 64 KiB congruence either way.
 *
 * A PT_LOAD without file bytes is mapped anonymously by the kernel and
 * the loader, which read nothing at its offset; it gets its address
 * modulo the arch's page size, so that offset and address still agree
 * for any reader that checks them. Other headers without file bytes get
 * offset 0. */
static void patch_phdrs(struct apelink *A, const struct al_arch *a)
{
	ape_phdr *ph = (ape_phdr *)(A->image + a->out_eh.e_phoff);
	for (int i = 0; i < a->eh->e_phnum; i++) {
		ape_phdr p;
		memcpy(&p, &ph[i], sizeof p);
		if (p.p_type != APE_PT_GNU_STACK) {
			p.p_vaddr += a->shift;
			p.p_paddr += a->shift;
		}
		if (p.p_type == APE_PT_LOAD && a->granule < a->pagesz && p.p_align > a->granule)
			p.p_align = a->granule;
		if (!p.p_filesz)
			p.p_offset = p.p_type == APE_PT_LOAD ? p.p_vaddr % a->pagesz : 0;
		else if (moved(a, p.p_offset, p.p_filesz, &p.p_offset))
			al_die("%s: segment %d (type %u) is not inside a PT_LOAD segment",
			       a->elf.path, i, p.p_type);
		memcpy(&ph[i], &p, sizeof p);
	}
}

static void assemble(struct apelink *A)
{
	A->image = calloc(1, A->total);
	if (!A->image)
		al_die("out of memory");
	memcpy(A->image, A->script, A->script_len);
	if (A->notices.size)
		memcpy(A->image + A->notices_off, A->notices.data, A->notices.size);
	for (int i = 0; i < AL_NARCH; i++) {
		struct al_arch *a = &A->arch[i];
		if (!a->elf.data)
			continue;
		for (int k = 0; k < a->nchunk; k++)
			memcpy(A->image + a->chunk[k].out_off, a->elf.data + a->chunk[k].src_off,
			       a->chunk[k].size);
		patch_phdrs(A, a);
		memcpy(A->image + a->loader_off, a->loader.data, a->loader.size);
	}
	al_pe_assemble(A);   /* last: its checksum covers every other byte */
}

/* The file about to be written must be one the loaders accept: each
 * arch's header and program headers, as the loader would read them out
 * of the finished image, pass the loader's own checks (common/elfcheck.c)
 * modulo the largest page the file promises to suit. A failure here is a
 * fault of apelink's, reported before any output exists. */
static void check_output(const struct apelink *A)
{
	for (int i = 0; i < AL_NARCH; i++) {
		const struct al_arch *a = &A->arch[i];
		if (!a->elf.data)
			continue;
		ape_phdr ph[APE_MAX_PHNUM];
		memcpy(ph, A->image + a->out_eh.e_phoff, a->out_eh.e_phnum * sizeof *ph);
		const char *err = ape_check_elf(&a->out_eh, ph, A->total, a->pagesz, a->machine);
		if (err)
			al_die("%s: internal error: the %s image would be refused by its loader: %s",
			       A->output, a->name, err);
	}
}

/* Writing over an input would lose it for an APE: refused, whatever name
 * either was given by (a link, a symbolic link, ./x and x). */
static void check_not_input(const struct apelink *A, const struct ape_output *o)
{
	for (int i = 0; i < AL_NARCH; i++) {
		const struct al_arch *a = &A->arch[i];
		if (a->elf.data && ape_output_is(o, &a->elf.st))
			al_die("%s: the output is the input %s; write it elsewhere", A->output, a->elf.path);
		if (a->elf.data && ape_output_is(o, &a->loader.st))
			al_die("%s: the output is the loader %s; write it elsewhere", A->output, a->loader.path);
	}
	for (int i = 0; i < A->nnotice; i++)
		if (ape_output_is(o, &A->notice_st[i]))
			al_die("%s: the output is the notice file %s; write it elsewhere", A->output, A->notice_paths[i]);
}

void al_emit(struct apelink *A)
{
	static struct ape_output o;
	const char *why;
	assemble(A);
	check_output(A);
	if (ape_output_open(&o, A->output, "apelink", &why))
		al_die("%s", why);
	check_not_input(A, &o);
	mode_t um = umask(0);
	umask(um);
	if (ape_output_pwrite(&o, A->image, A->total, 0, &why) || ape_output_commit(&o, 0777 & ~um, &why))
		al_die("%s", why);
}

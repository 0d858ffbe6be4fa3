/* Phase 2: check each program is a static ELF executable that can be laid
 * out, and group its PT_LOAD segments into chunks: segments sharing a page
 * in memory must keep their relative file offsets. */
#include <string.h>
#include "apelink.h"
#include "../common/elfcheck.h"

/* The program headers must lie in the file, 8-byte aligned, before
 * anything reads them in place. ape_check_elf takes them already read
 * (the loader reads them into a buffer of its own and checks their place
 * there), so these two are apelink's alone. */
static void check_phdrs(struct al_arch *a)
{
	const struct al_file *f = &a->elf;
	const ape_ehdr *eh = (const ape_ehdr *)f->data;
	if (eh->e_phoff > f->size || eh->e_phnum * sizeof(ape_phdr) > f->size - eh->e_phoff)
		al_die("%s: program headers lie outside the file (truncated?)", f->path);
	if (eh->e_phoff % 8)
		al_die("%s: misaligned program headers", f->path);
	/* ld writes the section headers last: a file cut anywhere loses them.
	 * The loader never reads them, but apelink does (find_granule), and
	 * without them would lay the program out for the largest page. */
	if (eh->e_shnum && (eh->e_shentsize != sizeof(ape_shdr) || eh->e_shoff > f->size ||
			    eh->e_shnum * sizeof(ape_shdr) > f->size - eh->e_shoff))
		al_die("%s: section headers lie outside the file (truncated?)", f->path);
	a->eh = eh;
	a->ph = (const ape_phdr *)(f->data + eh->e_phoff);
}

/* What the loader and assimilate refuse, apelink refuses, by the same
 * checks (common/elfcheck.c): a program it accepts is one its loader
 * accepts, not a file refused at every start. Where apelink has advice for
 * the one who links the program, it replaces the loader's wording (found
 * by a word of it: tests/ape/apelink-errors.test checks the advice).
 *
 * The page size for the congruence of p_offset and p_vaddr is 4096 on
 * both arches, not the arch's P: 4 KiB is the smallest page of x86_64 and
 * of aarch64, so every input some kernel of its arch can map passes (ld
 * for aarch64 may have been told -z max-page-size=4096). apelink needs no
 * more of the input: it places each chunk afresh at an offset congruent
 * to its address modulo P (plan.c), and segments sharing a chunk keep
 * their relative offsets only if they agree modulo P, which add_to_chunk
 * checks with advice of its own (--page-size). Checking modulo P here
 * would refuse aarch64 programs linked for 4 KiB pages that apelink lays
 * out today. */
static void check_elf(const struct al_arch *a)
{
	static const struct { const char *says, *advice; } kAdvice[] = {
		{ "(PT_INTERP)", "dynamically linked (has PT_INTERP); link it -static" },
	};
	const char *err = ape_check_elf(a->eh, a->ph, a->elf.size, 4096, a->machine);
	if (!err)
		return;
	for (size_t i = 0; i < sizeof kAdvice / sizeof *kAdvice; i++)
		if (strstr(err, kAdvice[i].says))
			err = kAdvice[i].advice;
	al_die("%s: %s", a->elf.path, err);
}

static void check_dynamic(const struct al_arch *a, const ape_phdr *p)
{
	const struct al_file *f = &a->elf;
	if (p->p_offset > f->size || p->p_filesz > f->size - p->p_offset)
		al_die("%s: PT_DYNAMIC lies outside the file", f->path);
	/* p_offset of a damaged file need not be 8-aligned: copy each tag */
	for (size_t i = 0; i + 1 < p->p_filesz / 8; i += 2) {
		ape_u64 tag;
		memcpy(&tag, f->data + p->p_offset + i * 8, sizeof tag);
		if (!tag)
			break;
		if (tag == APE_DT_NEEDED)
			al_die("%s: dynamically linked (needs shared libraries); link it -static", f->path);
	}
}

static int same_chunk(const struct al_arch *a, const ape_phdr *prev, const ape_phdr *p)
{
	ape_u64 P = a->pagesz;
	ape_u64 last = (prev->p_vaddr + (prev->p_memsz ? prev->p_memsz : 1) - 1) / P;
	int share_page = last >= p->p_vaddr / P;
	int share_bytes = p->p_offset < prev->p_offset + prev->p_filesz;
	return share_page || share_bytes;
}

static void add_to_chunk(struct al_arch *a, const ape_phdr *p, int new_chunk)
{
	if (new_chunk) {
		if (a->nchunk == AL_MAXCHUNK)
			al_die("%s: too many segments", a->elf.path);
		struct al_chunk *c = &a->chunk[a->nchunk++];
		c->src_off = p->p_offset;
		c->size = p->p_filesz;
		c->modulus = a->pagesz;
		c->residue = p->p_vaddr % a->pagesz;
		return;
	}
	struct al_chunk *c = &a->chunk[a->nchunk - 1];
	if (p->p_offset < c->src_off)
		al_die("%s: segments sharing a page are out of file order", a->elf.path);
	if ((p->p_offset - c->src_off) % a->pagesz != (p->p_vaddr - c->residue) % a->pagesz)
		al_die("%s: segments sharing a %zu-byte page disagree on alignment (linked for smaller pages? try --page-size)",
		       a->elf.path, a->pagesz);
	if (p->p_offset + p->p_filesz > c->src_off + c->size)
		c->size = p->p_offset + p->p_filesz - c->src_off;
}

static void find_phdr_chunk(struct al_arch *a)
{
	size_t lo = a->eh->e_phoff, hi = lo + a->eh->e_phnum * sizeof(ape_phdr);
	for (int i = 0; i < a->nchunk; i++)
		if (lo >= a->chunk[i].src_off && hi <= a->chunk[i].src_off + a->chunk[i].size) {
			a->phdr_chunk = i;
			return;
		}
	al_die("%s: the program headers are not inside a PT_LOAD segment", a->elf.path);
}

/* Does a PT_NOTE hold polyport's "movable image" note (libc/crt/crt1.c)? */
static int has_move_note(const struct al_arch *a)
{
	const struct al_file *f = &a->elf;
	for (int i = 0; i < a->eh->e_phnum; i++) {
		const ape_phdr *p = &a->ph[i];
		if (p->p_type != APE_PT_NOTE || p->p_offset > f->size || p->p_filesz > f->size - p->p_offset)
			continue;
		size_t align = p->p_align == 8 ? 8 : 4;
		const unsigned char *n = f->data + p->p_offset, *end = n + p->p_filesz;
		while (end - n >= 12) {
			ape_u32 w[3];
			memcpy(w, n, sizeof w);
			size_t name = (w[0] + align - 1) & -align, desc = (w[1] + align - 1) & -align;
			if (name > (size_t)(end - n) - 12 || desc > (size_t)(end - n) - 12 - name)
				break;
			if (w[0] == 9 && w[2] == 1 && w[1] >= 4 && !memcmp(n + 12, "polyport", 9))
				return 1;
			n += 12 + name + desc;
		}
	}
	return 0;
}

/* A static PIE runs at any base that keeps its sections aligned, so
 * apelink may move its image in memory by a multiple of the largest section
 * alignment (never less than 4 KiB: aarch64's adrp computes addresses from
 * 4 KiB pages). Then its segments need not start at a multiple of the
 * 64 KiB aarch64 page in the file, only at a multiple of that granule.
 * That holds only for start-up code that takes its load bias from where
 * it was linked rather than from the program headers, which polyport's
 * crt promises with a note. Anything else stays put: a fixed-address
 * program, one without the note, one whose sections are not listed. */
static void find_granule(struct al_arch *a)
{
	const struct al_file *f = &a->elf;
	const ape_ehdr *eh = a->eh;
	a->granule = a->pagesz;
	if (eh->e_type != APE_ET_DYN || !has_move_note(a) || !eh->e_shnum || eh->e_shentsize != sizeof(ape_shdr) ||
	    eh->e_shoff > f->size || eh->e_shnum * sizeof(ape_shdr) > f->size - eh->e_shoff)
		return;
	ape_u64 g = 4096;
	for (int i = 0; i < eh->e_shnum; i++) {
		ape_shdr s;
		memcpy(&s, f->data + eh->e_shoff + i * sizeof s, sizeof s);
		if (!(s.sh_flags & APE_SHF_ALLOC))
			continue;
		if (s.sh_addralign & (s.sh_addralign - 1))
			return;
		if (s.sh_addralign > g)
			g = s.sh_addralign;
	}
	if (g < a->pagesz)
		a->granule = g;
}

static void check_program(struct al_arch *a)
{
	const ape_phdr *prev = 0;
	check_phdrs(a);
	check_elf(a);
	for (int i = 0; i < a->eh->e_phnum; i++) {
		const ape_phdr *p = &a->ph[i];
		if (p->p_type == APE_PT_DYNAMIC)
			check_dynamic(a, p);
		/* A segment without file bytes (ld gives a bss-only one, e.g.
		 * for a zeroed object aligned above the page, p_offset 0) has
		 * nothing to place: emit.c gives it an offset of its own. */
		if (p->p_type != APE_PT_LOAD || !p->p_filesz)
			continue;
		add_to_chunk(a, p, !prev || !same_chunk(a, prev, p));
		prev = p;
	}
	find_phdr_chunk(a);
	find_granule(a);
}

void al_validate(struct apelink *A)
{
	for (int i = 0; i < AL_NARCH; i++)
		if (A->arch[i].elf.data)
			check_program(&A->arch[i]);
}

/* Phase 2: check each program is a static ELF executable that can be laid
 * out, and group its PT_LOAD segments into chunks: segments sharing a page
 * in memory must keep their relative file offsets. */
#include <string.h>
#include "apelink.h"

static void check_header(struct al_arch *a)
{
	const struct al_file *f = &a->elf;
	const ape_ehdr *eh = (const ape_ehdr *)f->data;
	if (eh->e_type != APE_ET_EXEC && eh->e_type != APE_ET_DYN)
		al_die("%s: not an executable (e_type %d)", f->path, eh->e_type);
	if (eh->e_phentsize != sizeof(ape_phdr) || eh->e_phnum < 1 || eh->e_phnum > APE_MAX_PHNUM)
		al_die("%s: bad program header table", f->path);
	if (eh->e_phoff > f->size || eh->e_phnum * sizeof(ape_phdr) > f->size - eh->e_phoff)
		al_die("%s: program headers lie outside the file (truncated?)", f->path);
	if (eh->e_phoff % 8)
		al_die("%s: misaligned program headers", f->path);
	a->eh = eh;
	a->ph = (const ape_phdr *)(f->data + eh->e_phoff);
}

static void check_dynamic(const struct al_arch *a, const ape_phdr *p)
{
	const struct al_file *f = &a->elf;
	if (p->p_offset > f->size || p->p_filesz > f->size - p->p_offset)
		al_die("%s: PT_DYNAMIC lies outside the file", f->path);
	const ape_u64 *d = (const ape_u64 *)(f->data + p->p_offset);
	for (size_t i = 0; i + 1 < p->p_filesz / 8 && d[i]; i += 2)
		if (d[i] == APE_DT_NEEDED)
			al_die("%s: dynamically linked (needs shared libraries); link it -static", f->path);
}

static void check_load(const struct al_arch *a, const ape_phdr *p, ape_u64 *end)
{
	const struct al_file *f = &a->elf;
	if (p->p_filesz > p->p_memsz)
		al_die("%s: a segment's file size exceeds its memory size", f->path);
	if (p->p_offset > f->size || p->p_filesz > f->size - p->p_offset)
		al_die("%s: a segment lies outside the file (truncated?)", f->path);
	if (p->p_vaddr >= 1ULL << 47 || p->p_memsz >= (1ULL << 47) - p->p_vaddr)
		al_die("%s: a segment's address is out of range", f->path);
	if (p->p_vaddr < *end)
		al_die("%s: overlapping or unsorted PT_LOAD segments", f->path);
	*end = p->p_vaddr + p->p_memsz;
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
	ape_u64 end = 0, start = 0;
	int entry_ok = 0, loads = 0;
	check_header(a);
	for (int i = 0; i < a->eh->e_phnum; i++) {
		const ape_phdr *p = &a->ph[i];
		if (p->p_type == APE_PT_INTERP)
			al_die("%s: dynamically linked (has PT_INTERP); link it -static", a->elf.path);
		if (p->p_type == APE_PT_DYNAMIC)
			check_dynamic(a, p);
		if (p->p_type != APE_PT_LOAD)
			continue;
		check_load(a, p, &end);
		if (!loads++)
			start = p->p_vaddr;
		/* A segment without file bytes (ld gives a bss-only one, e.g.
		 * for a zeroed object aligned above the page, p_offset 0) has
		 * nothing to place: emit.c gives it an offset of its own. */
		if (p->p_filesz) {
			add_to_chunk(a, p, !prev || !same_chunk(a, prev, p));
			prev = p;
		}
		if ((p->p_flags & APE_PF_X) && a->eh->e_entry >= p->p_vaddr && a->eh->e_entry < end)
			entry_ok = 1;
	}
	if (!loads)
		al_die("%s: no PT_LOAD segments", a->elf.path);
	if (end - start > 1ULL << 38)   /* the loader's limit: common/elfcheck.c */
		al_die("%s: the program image is larger than 256 GiB", a->elf.path);
	if (!entry_ok)
		al_die("%s: the entry point is outside the executable segments", a->elf.path);
	find_phdr_chunk(a);
	find_granule(a);
}

void al_validate(struct apelink *A)
{
	for (int i = 0; i < AL_NARCH; i++)
		if (A->arch[i].elf.data)
			check_program(&A->arch[i]);
}

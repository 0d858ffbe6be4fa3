/* Phase 2: refuse what cannot be loaded: a foreign or dynamic program,
 * segments outside the file, misaligned for this page size, unsorted or
 * overlapping, an entry point outside executable code. */
#include "loader.h"

#define VA_LIMIT (1ULL << 47)

static void check_ident(struct ld *L)
{
	const unsigned char *id = L->eh.e_ident;
	if (id[4] != 2 || id[5] != 1 || id[6] != 1)
		ld_die(L, "not a 64-bit little-endian ELF");
	if (L->eh.e_machine != ARCH_MACHINE)
		ld_die(L, "ELF program is not for " ARCH_NAME);
	if (L->eh.e_type != APE_ET_EXEC && L->eh.e_type != APE_ET_DYN)
		ld_die(L, "ELF file is not an executable");
}

static void check_load(struct ld *L, const ape_phdr *p, ape_u64 *prev_end)
{
	if (p->p_filesz > p->p_memsz)
		ld_die(L, "segment file size exceeds its memory size");
	if (p->p_offset > (ape_u64)L->size || p->p_filesz > (ape_u64)L->size - p->p_offset)
		ld_die(L, "segment lies outside the file (truncated?)");
	if (p->p_vaddr >= VA_LIMIT || p->p_memsz >= VA_LIMIT - p->p_vaddr)
		ld_die(L, "segment address out of range");
	if ((p->p_vaddr - p->p_offset) & (L->pagesz - 1))
		ld_die(L, "segment offset and address disagree modulo the page size");
	if (p->p_vaddr < *prev_end)
		ld_die(L, "overlapping or unsorted PT_LOAD segments");
	*prev_end = p->p_vaddr + p->p_memsz;
}

/* Where the program headers are in memory: PT_PHDR, else the PT_LOAD
 * whose file bytes hold them. */
static void find_phdr_addr(struct ld *L)
{
	ape_u64 lo = L->eh.e_phoff, hi = lo + L->eh.e_phnum * sizeof(ape_phdr);
	for (int i = 0; i < L->eh.e_phnum; i++) {
		const ape_phdr *p = &L->ph[i];
		if (p->p_type == APE_PT_PHDR) {
			L->phdr_addr = p->p_vaddr;
			return;
		}
	}
	for (int i = 0; i < L->eh.e_phnum; i++) {
		const ape_phdr *p = &L->ph[i];
		if (p->p_type == APE_PT_LOAD && lo >= p->p_offset && hi <= p->p_offset + p->p_filesz) {
			L->phdr_addr = p->p_vaddr + (lo - p->p_offset);
			return;
		}
	}
	ld_die(L, "program headers are not inside a loaded segment");
}

void ld_validate(struct ld *L)
{
	ape_u64 prev_end = 0;
	int loads = 0, entry_ok = 0;
	check_ident(L);
	for (int i = 0; i < L->eh.e_phnum; i++) {
		const ape_phdr *p = &L->ph[i];
		if (p->p_type == APE_PT_INTERP)
			ld_die(L, "dynamically linked program (PT_INTERP); only static programs run");
		if (p->p_type != APE_PT_LOAD)
			continue;
		check_load(L, p, &prev_end);
		loads++;
		if ((p->p_flags & APE_PF_X) && L->eh.e_entry >= p->p_vaddr
		    && L->eh.e_entry < p->p_vaddr + p->p_memsz)
			entry_ok = 1;
	}
	if (!loads)
		ld_die(L, "no PT_LOAD segments");
	if (!entry_ok)
		ld_die(L, "entry point is outside the executable segments");
	find_phdr_addr(L);
}

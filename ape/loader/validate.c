/* Phase 2: refuse what cannot be loaded (common/elfcheck.c says what),
 * and find where the program headers will be in memory. */
#include "loader.h"
#include "../common/elfcheck.h"

/* PT_PHDR, else the PT_LOAD whose file bytes hold the headers. */
static void find_phdr_addr(struct ld *L)
{
	ape_u64 lo = L->eh.e_phoff, hi = lo + L->eh.e_phnum * sizeof(ape_phdr);
	for (int i = 0; i < L->eh.e_phnum; i++)
		if (L->ph[i].p_type == APE_PT_PHDR) {
			L->phdr_addr = L->ph[i].p_vaddr;
			return;
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
	const char *err = ape_check_elf(&L->eh, L->ph, (unsigned long long)L->size,
					L->pagesz, ARCH_MACHINE);
	if (err)
		ld_die(L, err);
	find_phdr_addr(L);
}

#include <stddef.h>
#include <elf.h>
#include "reloc.h"

/* Static-PIE self-relocation, run before anything else. It may not touch
 * any pointer that itself needs relocating: only the stack, the auxiliary
 * vector, and the program's own headers. Non-PIE programs have no
 * PT_DYNAMIC and return at once. */
void __reloc_self(size_t *sp, const Elf64_Dyn *dynamic)
{
	size_t argc = sp[0];
	size_t *p = sp + 1 + argc + 1;
	while (*p) p++;
	size_t *auxv = p + 1;

	size_t phdr = 0, phent = 0, phnum = 0;
	for (size_t *a = auxv; a[0]; a += 2) {
		if (a[0] == AT_PHDR) phdr = a[1];
		else if (a[0] == AT_PHENT) phent = a[1];
		else if (a[0] == AT_PHNUM) phnum = a[1];
	}
	if (!phdr) return;

	/* The load bias is where _DYNAMIC is now (DYNAMIC, taken PC-relative
	 * by _start) minus where the link put it (PT_DYNAMIC): exact whatever
	 * the file layout, where an APE file moves segments and the ELF header
	 * need not be mapped at all. */
	size_t dyn_vaddr = 0;
	for (size_t i = 0; i < phnum; i++) {
		Elf64_Phdr *ph = (void *)(phdr + i * phent);
		if (ph->p_type == PT_DYNAMIC) dyn_vaddr = ph->p_vaddr;
	}
	if (!dyn_vaddr || !dynamic) return;
	size_t base = (size_t)dynamic - dyn_vaddr;

	size_t rela = 0, relasz = 0, rel = 0, relsz = 0, relr = 0, relrsz = 0;
	for (Elf64_Dyn *d = (void *)(base + dyn_vaddr); d->d_tag; d++) {
		switch (d->d_tag) {
		case DT_RELA: rela = d->d_un.d_ptr; break;
		case DT_RELASZ: relasz = d->d_un.d_val; break;
		case DT_REL: rel = d->d_un.d_ptr; break;
		case DT_RELSZ: relsz = d->d_un.d_val; break;
		case DT_RELR: relr = d->d_un.d_ptr; break;
		case DT_RELRSZ: relrsz = d->d_un.d_val; break;
		}
	}

	for (Elf64_Rela *r = (void *)(base + rela); relasz >= sizeof *r; r++, relasz -= sizeof *r)
		if (ELF64_R_TYPE(r->r_info) == R_RELATIVE)
			*(size_t *)(base + r->r_offset) = base + r->r_addend;
	for (Elf64_Rel *r = (void *)(base + rel); relsz >= sizeof *r; r++, relsz -= sizeof *r)
		if (ELF64_R_TYPE(r->r_info) == R_RELATIVE)
			*(size_t *)(base + r->r_offset) += base;

	/* DT_RELR: an address entry, then bitmaps of the 63 words after it. */
	size_t *where = 0;
	for (size_t *e = (void *)(base + relr); relrsz >= sizeof *e; e++, relrsz -= sizeof *e) {
		if (!(*e & 1)) {
			where = (size_t *)(base + *e);
			*where++ += base;
		} else {
			size_t bits = *e >> 1;
			for (size_t i = 0; bits; bits >>= 1, i++)
				if (bits & 1) where[i] += base;
			where += 63;
		}
	}
}

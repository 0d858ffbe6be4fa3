#include <stddef.h>
#include <elf.h>
#include "reloc.h"

/* Static-PIE self-relocation, run before anything else. It may not touch
 * any pointer that itself needs relocating.
 *
 * The load bias is where _DYNAMIC is now (DYNAMIC, taken PC-relative by
 * _start) minus where the link put it, which both psABIs keep in the
 * first GOT word for exactly this use (GOT, also PC-relative; read before
 * anything is relocated). No program header is consulted: AT_PHDR is only
 * as good as the loader that computed it. A -no-pie program has no
 * _DYNAMIC (DYNAMIC is 0) and nothing to relocate. */
void __reloc_self(const Elf64_Dyn *dynamic, const size_t *got)
{
	if (!dynamic) return;
	size_t base = (size_t)dynamic - got[0];

	size_t rela = 0, relasz = 0, rel = 0, relsz = 0, relr = 0, relrsz = 0;
	for (const Elf64_Dyn *d = dynamic; d->d_tag; d++) {
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

/* Phase 2: FILE must be an APE holding a header for the arch that the
 * loader would run: the same checks (common/elfcheck.c), modulo this
 * machine's page size when the arch is this machine's (as the loader
 * checks here), else modulo 4 KiB, the smallest page of either arch. */
#include <string.h>
#include <unistd.h>
#include "assimilate.h"
#include "../common/elfcheck.h"

void as_validate(struct as *S)
{
	if (S->size >= 4 && !memcmp(S->data, "\177ELF", 4))
		as_die(S, "already an ELF file, not an APE");
	if (!ape_is_ape(S->data, S->size))
		as_die(S, "not an APE file (no MZqFpD=' or jartsr=' magic)");
	if (ape_find_ehdr(S->data, S->size, S->machine, (unsigned char *)&S->eh))
		as_die(S, "no ELF header for %s in APE script", S->arch);
	const ape_ehdr *eh = &S->eh;
	if (eh->e_phentsize != sizeof(ape_phdr) || eh->e_phnum < 1 || eh->e_phnum > APE_MAX_PHNUM)
		as_die(S, "bad program header table");
	if (eh->e_phoff > S->size || eh->e_phnum * sizeof(ape_phdr) > S->size - eh->e_phoff)
		as_die(S, "program headers lie outside the file (truncated?)");
	ape_phdr ph[APE_MAX_PHNUM];     /* copied: e_phoff need not be aligned */
	memcpy(ph, S->data + eh->e_phoff, eh->e_phnum * sizeof *ph);
	unsigned long pagesz = 4096;
	if (S->native) {
		long n = sysconf(_SC_PAGESIZE);
		if (n > 4096)
			pagesz = (unsigned long)n;
	}
	const char *err = ape_check_elf(eh, ph, S->size, pagesz, S->machine);
	if (err)
		as_die(S, "%s", err);
}

/* Phase 2: FILE must be an APE holding a sound header for the arch. */
#include <string.h>
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
	if (eh->e_phoff > S->size || eh->e_phnum * sizeof(ape_phdr) > S->size - eh->e_phoff
	    || eh->e_phoff < sizeof *eh || eh->e_phoff % 8)
		as_die(S, "program headers lie outside the file (truncated?)");
	const char *err = ape_check_elf(eh, (const ape_phdr *)(S->data + eh->e_phoff),
					S->size, 4096, S->machine);
	if (err)
		as_die(S, "%s", err);
}

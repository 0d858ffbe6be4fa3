/* Fuzz harness: the ELF/APE checks every APE tool and the loader share
 * (ape/common/apehdr.c finds an arch's ELF header in the shell script,
 * ape/common/elfcheck.c decides whether an image may be mapped). The input
 * is a whole file, as the loader reads it. Whatever ape_check_elf accepts
 * is checked again here against what the loader and assimilate then do
 * with it (ape/loader/map.c, validate.c): a violation aborts. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../ape/common/apehdr.h"
#include "../../ape/common/elfcheck.h"

static void fail(const char *what, int machine, unsigned long pagesz)
{
	fprintf(stderr, "elf: accepted for machine %d, page %lu, but %s\n", machine, pagesz, what);
	abort();
}

/* What the loader relies on once the check passed. */
static void recheck(const ape_ehdr *eh, const ape_phdr *ph, size_t size,
		    unsigned long pagesz, int machine)
{
	ape_u64 prev_end = 0, lo = eh->e_phoff, len = (ape_u64)eh->e_phnum * sizeof *ph;
	int loads = 0, entry = 0, phdr_in = 0;
	if (eh->e_phnum < 1 || eh->e_phnum > APE_MAX_PHNUM)
		fail("e_phnum out of range", machine, pagesz);
	for (int i = 0; i < eh->e_phnum; i++) {
		const ape_phdr *p = &ph[i];
		if (p->p_type == APE_PT_INTERP)
			fail("it has PT_INTERP", machine, pagesz);
		if (p->p_type != APE_PT_LOAD)
			continue;
		/* the file bytes the loader maps are inside the file */
		if (p->p_filesz && (p->p_offset > size || p->p_offset + p->p_filesz > size
				    || p->p_offset + p->p_filesz < p->p_offset))
			fail("a segment's file bytes are outside the file", machine, pagesz);
		if (p->p_filesz > p->p_memsz)
			fail("p_filesz > p_memsz", machine, pagesz);
		if (p->p_vaddr + p->p_memsz < p->p_vaddr || p->p_vaddr + p->p_memsz > (1ULL << 47))
			fail("a segment wraps or leaves user space", machine, pagesz);
		if (loads++ && p->p_vaddr < prev_end)
			fail("segments overlap or are unsorted", machine, pagesz);
		prev_end = p->p_vaddr + p->p_memsz;
		if ((p->p_flags & APE_PF_X) && eh->e_entry >= p->p_vaddr && eh->e_entry - p->p_vaddr < p->p_memsz)
			entry = 1;
		if (lo >= p->p_offset && lo + len <= p->p_offset + p->p_filesz)
			phdr_in = 1;
	}
	if (!loads)
		fail("no PT_LOAD", machine, pagesz);
	if (!entry)
		fail("the entry point is not in an executable segment", machine, pagesz);
	if (!phdr_in || lo + len > size)
		fail("the program headers are not in a loaded segment", machine, pagesz);
}

static void try_header(const unsigned char *file, size_t size, const ape_ehdr *eh, int machine)
{
	static const unsigned long pages[] = { 4096, 16384, 65536 };
	ape_phdr ph[APE_MAX_PHNUM];
	/* the tools read e_phnum entries from e_phoff before checking */
	if (eh->e_phentsize != sizeof(ape_phdr) || !eh->e_phnum || eh->e_phnum > APE_MAX_PHNUM
	    || eh->e_phoff > size || eh->e_phnum * sizeof(ape_phdr) > size - eh->e_phoff)
		memset(ph, 0, sizeof ph);
	else
		memcpy(ph, file + eh->e_phoff, eh->e_phnum * sizeof(ape_phdr));
	for (int i = 0; i < 3; i++) {
		const char *err = ape_check_elf(eh, ph, size, pages[i], machine);
		if (!err)
			recheck(eh, ph, size, pages[i], machine);
		else if (!*err)
			fail("with an empty message", machine, pages[i]);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const int machines[] = { APE_EM_X86_64, APE_EM_AARCH64 };
	ape_ehdr eh;
	for (int i = 0; i < 2; i++) {
		if (size >= sizeof eh && !memcmp(data, "\177ELF", 4)) {
			memcpy(&eh, data, sizeof eh);
			try_header(data, size, &eh, machines[i]);
		}
		if (ape_is_ape(data, size)
		    && !ape_find_ehdr(data, size, machines[i], (unsigned char *)&eh)) {
			if (eh.e_machine != machines[i])
				fail("ape_find_ehdr returned another machine's header", machines[i], 0);
			try_header(data, size, &eh, machines[i]);
		}
		if (!ape_arch_name(machines[i]))
			abort();
	}
	return 0;
}

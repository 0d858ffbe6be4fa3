#include <elf.h>
#include <sys/mman.h>
#include "libc.h"
#include "syscall.h"

extern const Elf64_Ehdr __ehdr_start hidden;

/* RELRO for a static program. The linker gathers what only relocation
 * writes (GOT, .data.rel.ro, init/fini arrays, the TLS image) under
 * PT_GNU_RELRO; __reloc_self has run and a static program binds nothing
 * later (-z now), so the whole range becomes read-only before any
 * constructor or user code runs. Both ends round down to the page, as a
 * dynamic linker does: ld pads the end to a page, and the first page is
 * the data segment's own. A refusal is fatal, as in glibc: a program
 * linked for RELRO does not run without it. */
void __init_relro(void)
{
	const Elf64_Ehdr *eh = &__ehdr_start;
	const char *phdrs = (const char *)eh + eh->e_phoff;
	const Elf64_Phdr *relro = 0;
	size_t base = 0;
	int have_base = 0;
	for (size_t i = 0; i < eh->e_phnum; i++) {
		const Elf64_Phdr *ph = (const void *)(phdrs + i * eh->e_phentsize);
		if (ph->p_type == PT_GNU_RELRO) relro = ph;
		/* The header is the first byte of the first PT_LOAD (see
		 * __init_tls for why p_offset is no help). */
		else if (ph->p_type == PT_LOAD && !have_base)
			base = (size_t)eh - ph->p_vaddr, have_base = 1;
	}
	if (!relro) return;
	size_t start = (base + relro->p_vaddr) & -libc.page_size;
	size_t end = (base + relro->p_vaddr + relro->p_memsz) & -libc.page_size;
	if (end > start && __syscall(SYS_mprotect, start, end - start, PROT_READ) < 0) {
		static const char msg[] = "polyport: cannot make the relocated data read-only (RELRO)\n";
		__syscall(SYS_write, 2, msg, sizeof msg - 1);
		__syscall(SYS_exit_group, 127);
	}
}

#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include "libc.h"

extern char *__progname_full;
extern const Elf64_Ehdr __ehdr_start __attribute__((__visibility__("hidden")));

/* An address inside the program's loaded segments belongs to the program:
 * its file name and base are known; the symbol is not (see dlsym). The
 * segments are found from the program's own ELF header, as __init_tls
 * does (AT_PHDR is unreliable under qemu for APE layouts). */
int dladdr(const void *addr, Dl_info *info)
{
	const Elf64_Ehdr *eh = &__ehdr_start;
	const char *ph0 = (const char *)eh + eh->e_phoff;
	size_t base = 0;
	int have_base = 0, inside = 0;
	for (size_t i = 0; i < eh->e_phnum; i++) {
		const Elf64_Phdr *ph = (const void *)(ph0 + i * eh->e_phentsize);
		if (ph->p_type != PT_LOAD) continue;
		if (!have_base) base = (size_t)eh - ph->p_vaddr, have_base = 1;
		size_t start = base + ph->p_vaddr;
		if ((size_t)addr - start < ph->p_memsz) inside = 1;
	}
	if (!inside) return 0;
	const char *name = (const char *)libc.auxv_cache[AT_EXECFN];
	info->dli_fname = name ? name : __progname_full;
	info->dli_fbase = (void *)eh;
	info->dli_sname = 0;
	info->dli_saddr = 0;
	return 1;
}

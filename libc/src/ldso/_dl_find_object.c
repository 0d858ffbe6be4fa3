#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include "libc.h"

/* libgcc's unwinder finds each frame's FDE through this (gcc 12 built
 * against glibc 2.35 or later no longer calls dl_iterate_phdr). The map
 * is the object's PT_LOAD span rounded out to pages, as glibc's
 * l_map_start/l_map_end are; no loader keeps link maps here, so
 * dlfo_link_map is null. */
int _dl_find_object(void *addr, struct dl_find_object *r)
{
	struct dl_phdr_info obj[2];
	int n = __dl_objects(obj);
	uintptr_t a = (uintptr_t)addr, pg = libc.page_size;
	for (int i = 0; i < n; i++) {
		uintptr_t lo = UINTPTR_MAX, hi = 0, eh = 0;
		for (size_t j = 0; j < obj[i].dlpi_phnum; j++) {
			const ElfW(Phdr) *ph = &obj[i].dlpi_phdr[j];
			uintptr_t s = obj[i].dlpi_addr + ph->p_vaddr;
			if (ph->p_type == PT_GNU_EH_FRAME) eh = s;
			if (ph->p_type != PT_LOAD) continue;
			if (s < lo) lo = s;
			if (s + ph->p_memsz > hi) hi = s + ph->p_memsz;
		}
		lo &= -pg, hi = (hi + pg - 1) & -pg;
		if (a < lo || a >= hi) continue;
		*r = (struct dl_find_object){
			.dlfo_map_start = (void *)lo, .dlfo_map_end = (void *)hi,
			.dlfo_eh_frame = (void *)eh,
		};
		return 0;
	}
	return -1;
}

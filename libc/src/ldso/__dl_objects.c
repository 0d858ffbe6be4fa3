#define _GNU_SOURCE
#include <link.h>
#include <stdint.h>
#include "libc.h"
#include "pthread_impl.h"

extern const ElfW(Ehdr) __ehdr_start hidden;

/* The header is the first byte of the first PT_LOAD (see __init_tls):
 * the load bias is its address less that segment's p_vaddr. */
static ElfW(Addr) bias_of(const ElfW(Ehdr) *eh)
{
	const char *ph0 = (const char *)eh + eh->e_phoff;
	for (size_t i = 0; i < eh->e_phnum; i++) {
		const ElfW(Phdr) *ph = (const void *)(ph0 + i * eh->e_phentsize);
		if (ph->p_type == PT_LOAD) return (ElfW(Addr))eh - ph->p_vaddr;
	}
	return (ElfW(Addr))eh;
}

/* This thread's block of the program's TLS, where __copy_tls put it. */
static void *tls_block(void)
{
#ifdef TLS_ABOVE_TP
	return (void *)(__get_tp() + __main_tls.offset);
#else
	return (void *)(__get_tp() - __main_tls.offset);
#endif
}

static void describe(struct dl_phdr_info *o, const ElfW(Ehdr) *eh, const char *name)
{
	o->dlpi_addr = bias_of(eh);
	o->dlpi_name = name;
	/* From the header, not AT_PHDR: qemu-user computes AT_PHDR wrongly
	 * for an assimilated APE file (see __init_tls). */
	o->dlpi_phdr = (const void *)((const char *)eh + eh->e_phoff);
	o->dlpi_phnum = eh->e_phnum;
	o->dlpi_subs = 0;
	o->dlpi_tls_modid = 0;
	o->dlpi_tls_data = 0;
}

int __dl_objects(struct dl_phdr_info *obj)
{
	int n = 1;
	describe(&obj[0], &__ehdr_start, "");
	/* Module 1, as glibc numbers the program's TLS when it has any. */
	for (size_t i = 0; i < obj[0].dlpi_phnum; i++)
		if (obj[0].dlpi_phdr[i].p_type == PT_TLS) {
			obj[0].dlpi_tls_modid = 1;
			obj[0].dlpi_tls_data = tls_block();
		}
	const ElfW(Ehdr) *vdso = (const void *)libc.auxv_cache[AT_SYSINFO_EHDR];
	if (vdso) describe(&obj[n++], vdso, "linux-vdso.so.1");
	for (int i = 0; i < n; i++) obj[i].dlpi_adds = n;
	return n;
}

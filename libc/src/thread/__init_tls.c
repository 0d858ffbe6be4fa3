#include <elf.h>
#include <string.h>
#include <sys/mman.h>
#include "pthread_impl.h"

hidden struct tls_module __main_tls;
hidden int __robust_list_ok;

/* Small programs fit their TLS here and need no mmap at start-up. */
static struct builtin_tls {
	struct pthread pt;
	void *space[32];
} builtin_tls[1] __attribute__((aligned(64)));

#define ALIGN_UP(x, a) (((x) + (a) - 1) & -(a))

struct pthread *__copy_tls(unsigned char *mem)
{
	size_t align = __main_tls.align;
	unsigned char *block;
	uintptr_t tp;
	struct pthread *td;
#ifdef TLS_ABOVE_TP
	tp = ALIGN_UP((uintptr_t)mem + sizeof(struct pthread), align);
	td = (struct pthread *)(tp - sizeof(struct pthread));
	block = (unsigned char *)tp + __main_tls.offset;
#else
	tp = ALIGN_UP((uintptr_t)mem + __main_tls.offset, align);
	td = (struct pthread *)tp;
	block = (unsigned char *)tp - __main_tls.offset;
#endif
	memcpy(block, __main_tls.image, __main_tls.len);
	memset(block + __main_tls.len, 0, __main_tls.size - __main_tls.len);
	memset(td, 0, sizeof *td);
	td->self = td;
	return td;
}

int __init_tp(struct pthread *td)
{
	td->self = td;
	if (__set_thread_area(TP_FROM_SELF(td)) < 0) return -1;
	td->tid = __syscall(SYS_set_tid_address, &td->tid);
	td->detach_state = 2; /* joinable, running */
	__robust_list_ok = !__robust_list_init(td);
	return 0;
}

static void tls_fail(const char *msg)
{
	__syscall(SYS_write, 2, msg, strlen(msg));
	__syscall(SYS_exit_group, 127);
}

/* The program's own ELF header, as linked (ld defines the symbol when the
 * headers are in the first PT_LOAD, as they always are for our links).
 * Its program headers are found from it rather than from AT_PHDR: loaders
 * compute AT_PHDR from the file offset, and qemu-user gets it wrong for
 * images whose first segment does not start at file offset 0, which is
 * how an assimilated APE file is laid out. */
extern const Elf64_Ehdr __ehdr_start __attribute__((__visibility__("hidden")));

void __init_tls(size_t *aux)
{
	(void)aux;
	const Elf64_Ehdr *eh = &__ehdr_start;
	const char *phdrs = (const char *)eh + eh->e_phoff;
	const Elf64_Phdr *tls = 0;
	size_t base = 0, n = eh->e_phnum, ent = eh->e_phentsize;
	int have_base = 0;
	for (size_t i = 0; i < n; i++) {
		const Elf64_Phdr *ph = (const void *)(phdrs + i * ent);
		if (ph->p_type == PT_TLS) tls = ph;
		/* The header is the first byte of the first PT_LOAD. Its
		 * p_offset is no help: in an APE file (and an assimilated
		 * one) the segment starts wherever apelink put it. */
		else if (ph->p_type == PT_LOAD && !have_base)
			base = (size_t)eh - ph->p_vaddr, have_base = 1;
	}
	static const char empty[1];
	__main_tls.image = (void *)empty;
	__main_tls.align = sizeof(void *);
	if (tls) {
		__main_tls.image = (void *)(base + tls->p_vaddr);
		__main_tls.len = tls->p_filesz;
		__main_tls.size = tls->p_memsz;
		if (tls->p_align > __main_tls.align) __main_tls.align = tls->p_align;
	}
	/* The code reaches a variable at a fixed distance from the thread
	 * pointer that the linker derived from the segment's p_align; the
	 * larger alignment below is only for the thread pointer itself (a
	 * 4-byte-aligned block of 4 bytes sits at tp-4, not tp-16). */
	size_t seg_align = tls && tls->p_align > 1 ? tls->p_align : 1;
#ifdef TLS_ABOVE_TP
	__main_tls.offset = ALIGN_UP(GAP_ABOVE_TP, seg_align);
#else
	__main_tls.offset = ALIGN_UP(__main_tls.size, seg_align);
#endif
	if (__main_tls.align < _Alignof(struct pthread)) __main_tls.align = _Alignof(struct pthread);
	__main_tls.area_size = sizeof(struct pthread) + ALIGN_UP(GAP_ABOVE_TP, __main_tls.align)
		+ ALIGN_UP(__main_tls.size, __main_tls.align) + 2 * __main_tls.align;

	unsigned char *mem = (void *)builtin_tls;
	if (__main_tls.area_size > sizeof builtin_tls) {
		long r = __syscall(SYS_mmap, 0, __main_tls.area_size, PROT_READ|PROT_WRITE,
		                   MAP_ANONYMOUS|MAP_PRIVATE, -1, 0);
		if ((unsigned long)r > -4096UL) tls_fail("polyport: cannot allocate thread-local storage\n");
		mem = (void *)r;
	}
	if (__init_tp(__copy_tls(mem)) < 0)
		tls_fail("polyport: cannot set the thread pointer\n");
}

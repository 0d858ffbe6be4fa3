/* ape_check_elf (elfcheck.h). */
#include "elfcheck.h"
#include "apehdr.h"

#define VA_LIMIT (1ULL << 47)
/* A sanity bound on the whole image (first PT_LOAD to the end of the
 * last), bss included: past it a damaged header is more likely than a
 * real program, and mapping it costs qemu-user minutes. */
#define IMAGE_LIMIT (1ULL << 38)
/* The largest PT_LOAD p_align taken: the loader reserves the image's span
 * plus its alignment to place a static PIE (loader/map.c). 1 GiB is the
 * largest huge page of x86_64 (and of aarch64 with 4 KiB pages); a power
 * of two above it is refused, other values are ignored, as the kernel
 * ignores them. */
#define ALIGN_LIMIT (1ULL << 30)

static const char *check_ident(const ape_ehdr *eh, int machine)
{
	const unsigned char *id = eh->e_ident;
	if (id[0] != 0177 || id[1] != 'E' || id[2] != 'L' || id[3] != 'F')
		return "not an ELF header";
	if (id[4] != 2 || id[5] != 1 || id[6] != 1)
		return "not a 64-bit little-endian ELF";
	if (eh->e_machine != machine)
		return machine == APE_EM_X86_64 ? "ELF program is not for x86_64"
						: "ELF program is not for aarch64";
	if (eh->e_type != APE_ET_EXEC && eh->e_type != APE_ET_DYN)
		return "ELF file is not an executable";
	if (eh->e_phentsize != sizeof(ape_phdr) || eh->e_phnum < 1 || eh->e_phnum > APE_MAX_PHNUM)
		return "bad program header table";
	return 0;
}

static const char *check_load(const ape_phdr *p, unsigned long long size,
			      unsigned long pagesz, ape_u64 *end)
{
	if (p->p_filesz > p->p_memsz)
		return "segment file size exceeds its memory size";
	/* A segment without file bytes is mapped anonymously: like the
	 * kernel, take no offset from it. */
	if (p->p_filesz && (p->p_offset > size || p->p_filesz > size - p->p_offset))
		return "segment lies outside the file (truncated?)";
	if (p->p_vaddr >= VA_LIMIT || p->p_memsz >= VA_LIMIT - p->p_vaddr)
		return "segment address out of range";
	if (p->p_align > ALIGN_LIMIT && !(p->p_align & (p->p_align - 1)))
		return "segment alignment above 1 GiB (damaged header?)";
	if (p->p_filesz && ((p->p_vaddr - p->p_offset) & (pagesz - 1)))
		return "segment offset and address disagree modulo the page size";
	if (p->p_vaddr < *end)
		return "overlapping or unsorted PT_LOAD segments";
	*end = p->p_vaddr + p->p_memsz;
	return 0;
}

/* The program header table lies in the file past the ELF header (which
 * assimilate writes at offset 0), and inside the file bytes of a PT_LOAD:
 * that is where the kernel, running an assimilated file, takes AT_PHDR
 * from, and the loader too; a PT_PHDR, which the loader prefers, must say
 * the same. A program whose table is not mapped gets an AT_PHDR pointing
 * at nothing, and its start-up code, reading it, faults. */
static const char *check_phdr_place(const ape_ehdr *eh, const ape_phdr *ph,
				    unsigned long long size)
{
	ape_u64 lo = eh->e_phoff, len = (ape_u64)eh->e_phnum * sizeof(ape_phdr), addr = 0;
	int found = 0;
	if (lo < sizeof(ape_ehdr) || lo > size || len > size - lo)
		return "program headers lie outside the file (truncated?)";
	for (int i = 0; i < eh->e_phnum && !found; i++) {
		const ape_phdr *p = &ph[i];
		if (p->p_type == APE_PT_LOAD && lo >= p->p_offset && p->p_filesz >= len
		    && lo - p->p_offset <= p->p_filesz - len) {
			addr = p->p_vaddr + (lo - p->p_offset);
			found = 1;
		}
	}
	if (!found)
		return "program headers are not inside a loaded segment";
	for (int i = 0; i < eh->e_phnum; i++)
		if (ph[i].p_type == APE_PT_PHDR && (ph[i].p_vaddr != addr || ph[i].p_offset != lo))
			return "PT_PHDR disagrees with where the program headers are loaded";
	return 0;
}

const char *ape_check_elf(const ape_ehdr *eh, const ape_phdr *ph,
			  unsigned long long filesize, unsigned long pagesz, int machine)
{
	const char *err = check_ident(eh, machine);
	ape_u64 end = 0, start = 0;
	int loads = 0, entry_ok = 0;
	for (int i = 0; !err && i < eh->e_phnum; i++) {
		const ape_phdr *p = &ph[i];
		if (p->p_type == APE_PT_INTERP)
			return "dynamically linked program (PT_INTERP); only static programs run";
		if (p->p_type != APE_PT_LOAD)
			continue;
		err = check_load(p, filesize, pagesz, &end);
		if (!loads++)
			start = p->p_vaddr;
		if ((p->p_flags & APE_PF_X) && eh->e_entry >= p->p_vaddr && eh->e_entry < end)
			entry_ok = 1;
	}
	if (err)
		return err;
	if (!loads)
		return "no PT_LOAD segments";
	if (end - start > IMAGE_LIMIT)
		return "program image larger than 256 GiB (damaged header?)";
	if (!entry_ok)
		return "entry point is outside the executable segments";
	return check_phdr_place(eh, ph, filesize);
}

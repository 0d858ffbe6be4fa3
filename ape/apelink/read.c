/* Phase 1: read the programs and loaders, and sort the programs by arch. */
#include <stdlib.h>
#include <string.h>
#include "apelink.h"
#include "../common/elfcheck.h"

static int machine_of(const struct al_file *f)
{
	const unsigned char *d = f->data;
	if (f->size < sizeof(ape_ehdr) || memcmp(d, "\177ELF", 4))
		al_die("%s: not an ELF file", f->path);
	if (d[4] != 2 || d[5] != 1)
		al_die("%s: not a 64-bit little-endian ELF file", f->path);
	return d[18] | d[19] << 8;
}

static void read_program(struct apelink *A, const char *path)
{
	struct al_file f;
	al_read_file(&f, path);
	int m = machine_of(&f);
	struct al_arch *a = al_arch_by_machine(A, m);
	if (!a)
		al_die("%s: ELF machine %d is neither x86_64 nor aarch64", path, m);
	if (a->elf.data)
		al_die("%s: a second %s program (first: %s)", path, a->name, a->elf.path);
	a->elf = f;
}

/* Only the loader's loaded bytes are stored, as a valid ELF file without
 * section headers: the sections after the last segment (section headers,
 * .comment) serve no one once the loader is extracted, and every 512-byte
 * block of it is in every APE file. */
static void trim_loader(struct al_file *f)
{
	ape_ehdr eh;
	memcpy(&eh, f->data, sizeof eh);
	if (eh.e_phentsize != sizeof(ape_phdr) || !eh.e_phnum || eh.e_phnum > APE_MAX_PHNUM ||
	    eh.e_phoff > f->size || eh.e_phnum * sizeof(ape_phdr) > f->size - eh.e_phoff)
		al_die("%s: the loader's program headers are damaged", f->path);
	size_t end = eh.e_phoff + eh.e_phnum * sizeof(ape_phdr);
	for (int i = 0; i < eh.e_phnum; i++) {
		ape_phdr p;
		memcpy(&p, f->data + eh.e_phoff + i * sizeof p, sizeof p);
		if (p.p_type != APE_PT_LOAD)
			continue;
		if (p.p_offset > f->size || p.p_filesz > f->size - p.p_offset)
			al_die("%s: the loader is truncated", f->path);
		if (p.p_offset + p.p_filesz > end)
			end = p.p_offset + p.p_filesz;
	}
	f->size = end;
	eh.e_shoff = 0;
	eh.e_shentsize = eh.e_shnum = eh.e_shstrndx = 0;
	memcpy(f->data, &eh, sizeof eh);
	/* what is stored is what the script will run: the same checks */
	ape_phdr ph[APE_MAX_PHNUM];
	memcpy(ph, f->data + eh.e_phoff, eh.e_phnum * sizeof *ph);
	const char *err = ape_check_elf(&eh, ph, f->size, 4096, eh.e_machine);
	if (err)
		al_die("%s: not a loader the kernel would run: %s", f->path, err);
}

static void read_loader(struct al_arch *a)
{
	if (!a->loader.path)
		al_die("%s: no loader for %s (use --loader %s=FILE)", a->elf.path, a->name, a->name);
	al_read_file(&a->loader, a->loader.path);
	if (machine_of(&a->loader) != a->machine)
		al_die("%s: the loader given for %s is for another machine", a->loader.path, a->name);
	trim_loader(&a->loader);
}

static void read_notices(struct apelink *A)
{
	for (int i = 0; i < A->nnotice; i++) {
		struct al_file f;
		al_read_file(&f, A->notice_paths[i]);
		A->notice_st[i] = f.st;
		A->notices.data = realloc(A->notices.data, A->notices.size + f.size + 1);
		if (!A->notices.data)
			al_die("%s: out of memory", f.path);
		memcpy(A->notices.data + A->notices.size, f.data, f.size);
		A->notices.size += f.size;
		free(f.data);
	}
}

void al_read(struct apelink *A)
{
	read_notices(A);
	for (int i = 0; i < A->nelf; i++)
		read_program(A, A->elf_paths[i]);
	for (int i = 0; i < AL_NARCH; i++) {
		struct al_arch *a = &A->arch[i];
		if (a->elf.data)
			read_loader(a);
		else if (a->loader.path)
			al_die("%s: a loader for %s, but no %s program", a->loader.path, a->name, a->name);
	}
}

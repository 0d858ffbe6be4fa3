/* Phase 1: read the programs and loaders, and sort the programs by arch. */
#include <stdlib.h>
#include <string.h>
#include "apelink.h"

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

static void read_loader(struct al_arch *a)
{
	if (!a->loader.path)
		al_die("%s: no loader for %s (use --loader %s=FILE)", a->elf.path, a->name, a->name);
	al_read_file(&a->loader, a->loader.path);
	if (machine_of(&a->loader) != a->machine)
		al_die("%s: the loader given for %s is for another machine", a->loader.path, a->name);
}

static void read_notices(struct apelink *A)
{
	for (int i = 0; i < A->nnotice; i++) {
		struct al_file f;
		al_read_file(&f, A->notice_paths[i]);
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

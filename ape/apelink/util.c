/* apelink helpers: the error format, reading whole files, arch lookup. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "apelink.h"
#include "../common/fileio.h"

_Noreturn void al_die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("apelink: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(1);
}

void al_read_file(struct al_file *f, const char *path)
{
	const char *why;
	f->path = path;
	if (!(f->data = ape_read_input(path, &f->size, &f->st, &why)))
		al_die("%s", why);
}

struct al_arch *al_arch_by_name(struct apelink *A, const char *name)
{
	for (int i = 0; i < AL_NARCH; i++)
		if (!strcmp(A->arch[i].name, name))
			return &A->arch[i];
	return 0;
}

struct al_arch *al_arch_by_machine(struct apelink *A, int machine)
{
	for (int i = 0; i < AL_NARCH; i++)
		if (A->arch[i].machine == machine)
			return &A->arch[i];
	return 0;
}

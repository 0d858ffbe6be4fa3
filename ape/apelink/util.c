/* apelink helpers: the error format, reading whole files, arch lookup. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "apelink.h"

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
	FILE *fp = fopen(path, "rb");
	if (!fp)
		al_die("%s: %s", path, strerror(errno));
	if (fseek(fp, 0, SEEK_END) || ftell(fp) < 0)
		al_die("%s: not a regular file", path);
	long n = ftell(fp);
	rewind(fp);
	f->path = path;
	f->size = (size_t)n;
	f->data = malloc(f->size ? f->size : 1);
	if (!f->data)
		al_die("%s: out of memory", path);
	if (fread(f->data, 1, f->size, fp) != f->size)
		al_die("%s: read error", path);
	fclose(fp);
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

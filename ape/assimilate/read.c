/* Phase 1: read the whole file (a regular file only: common/fileio.c). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "assimilate.h"
#include "../common/fileio.h"

_Noreturn void as_die(const struct as *S, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "assimilate: %s: ", S->input);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(1);
}

void as_read(struct as *S)
{
	const char *why;
	if (!(S->data = ape_read_input(S->input, &S->size, &S->st, &why))) {
		fprintf(stderr, "assimilate: %s\n", why);
		exit(1);
	}
}

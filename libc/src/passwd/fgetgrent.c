#define _GNU_SOURCE
#include "pwf.h"

struct group *fgetgrent(FILE *f)
{
	static struct group gr;
	static char *line;
	static size_t size;
	char *s;

	while ((s = __pwf_line(f, &line, &size)))
		if (__gr_static(&gr, s)) return &gr;
	return 0;
}

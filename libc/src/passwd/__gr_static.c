#define _GNU_SOURCE
#include <stdlib.h>
#include "pwf.h"

/* Split the line s into *gr with a member array that grows as needed
 * (shared by getgrent and fgetgrent, each with its own state). */
struct group *__gr_static(struct group *gr, char *s)
{
	static char **mem;
	static size_t cap;
	size_t n = __gr_nmem(s);
	if (n > cap) {
		char **m = realloc(mem, n * sizeof *m);
		if (!m) return 0;
		mem = m;
		cap = n;
	}
	return __gr_parse(s, gr, mem, n) ? 0 : gr;
}

#define _GNU_SOURCE
#include <errno.h>
#include "pwf.h"

int putgrent(const struct group *gr, FILE *f)
{
	if (!gr || !f) {
		errno = EINVAL;
		return -1;
	}
	if (fprintf(f, "%s:%s:%u:", gr->gr_name, gr->gr_passwd, gr->gr_gid) < 0) return -1;
	for (char **m = gr->gr_mem; m && *m; m++)
		if (fprintf(f, "%s%s", m == gr->gr_mem ? "" : ",", *m) < 0) return -1;
	return fputc('\n', f) < 0 ? -1 : 0;
}

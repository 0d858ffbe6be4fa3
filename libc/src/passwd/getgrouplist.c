#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "pwf.h"

/* The base group first, then every group of /etc/group listing user as
 * a member, each gid once. When groups is too small, glibc's contract:
 * fill what fits, store the full count, return -1. */
int getgrouplist(const char *user, gid_t gid, gid_t *groups, int *ngroups)
{
	char *line = 0, *s, **mem = 0;
	size_t size = 0, cap = 0;
	int n = 0, max = *ngroups;
	struct group gr;
	FILE *f;

	if (n < max) groups[n] = gid;
	n++;
	if ((f = __pwf_open("/etc/group"))) {
		while ((s = __pwf_line(f, &line, &size))) {
			size_t k = __gr_nmem(s);
			if (k > cap) {
				char **m = realloc(mem, k * sizeof *m);
				if (!m) break;
				mem = m;
				cap = k;
			}
			if (__gr_parse(s, &gr, mem, k)) continue;
			char **m = gr.gr_mem;
			while (*m && strcmp(*m, user)) m++;
			if (!*m) continue;
			int i;
			for (i = 0; i < n && i < max && groups[i] != gr.gr_gid; i++);
			if (i < n && i < max) continue;
			if (n < max) groups[n] = gr.gr_gid;
			n++;
		}
		fclose(f);
	}
	free(line);
	free(mem);
	*ngroups = n;
	return n > max ? -1 : n;
}

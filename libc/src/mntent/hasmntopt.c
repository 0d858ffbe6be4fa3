#define _GNU_SOURCE
#include <mntent.h>
#include <string.h>

/* opt as a whole comma-separated option, alone or as "opt=value". */
char *hasmntopt(const struct mntent *m, const char *opt)
{
	size_t l = strlen(opt);
	char *p = m->mnt_opts;
	while (p && *p) {
		if (!strncmp(p, opt, l) && (p[l] == ',' || p[l] == '=' || !p[l])) return p;
		p = strchr(p, ',');
		if (p) p++;
	}
	return 0;
}

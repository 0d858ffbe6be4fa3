#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <errno.h>
#include "pwf.h"

/* Lay out a group line in buf: the member pointers first (aligned),
 * then the text they point into. */
static int place(const char *s, struct group *gr, char *buf, size_t size)
{
	size_t nmem = __gr_nmem(s), l = strlen(s) + 1;
	size_t pad = -(uintptr_t)buf & (sizeof(char *) - 1);
	if (size < pad || (size - pad) / sizeof(char *) < nmem
	 || size - pad - nmem * sizeof(char *) < l) return ERANGE;
	char **mem = (char **)(buf + pad);
	char *text = (char *)(mem + nmem);
	memcpy(text, s, l);
	__gr_parse(text, gr, mem, nmem);
	return 0;
}

int __gr_search(const char *name, gid_t gid, struct group *gr, char *buf, size_t size, struct group **res)
{
	char *line = 0, *s;
	size_t n = 0;
	int err = 0, saved = errno;
	FILE *f = __pwf_open("/etc/group");

	*res = 0;
	if (!f) {
		err = errno == ENOENT ? 0 : errno;
		errno = saved;
		return err;
	}
	while ((s = __pwf_line(f, &line, &n))) {
		struct group tmp;
		char *copy = strdup(s), *none = 0;
		if (!copy) { err = ENOMEM; break; }
		int match = !__gr_parse(copy, &tmp, &none, 1)
			&& (name ? !strcmp(tmp.gr_name, name) : tmp.gr_gid == gid);
		free(copy);
		if (!match) continue;
		if (!(err = place(s, gr, buf, size))) *res = gr;
		break;
	}
	free(line);
	fclose(f);
	errno = saved;
	return err;
}

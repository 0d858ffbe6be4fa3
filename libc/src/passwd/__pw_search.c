#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "pwf.h"

/* Look up by name (if given) or uid; the matching line is copied into
 * buf and split there, so the caller's entry owns nothing else. */
int __pw_search(const char *name, uid_t uid, struct passwd *pw, char *buf, size_t size, struct passwd **res)
{
	char *line = 0, *s;
	size_t n = 0;
	int err = 0, saved = errno;
	FILE *f = __pwf_open("/etc/passwd");

	*res = 0;
	if (!f) {
		err = errno == ENOENT ? 0 : errno;
		errno = saved;
		return err;
	}
	while ((s = __pwf_line(f, &line, &n))) {
		size_t l = strlen(s);
		struct passwd tmp;
		char *copy = strdup(s);
		if (!copy) { err = ENOMEM; break; }
		int match = !__pw_parse(copy, &tmp)
			&& (name ? !strcmp(tmp.pw_name, name) : tmp.pw_uid == uid);
		free(copy);
		if (!match) continue;
		if (l >= size) { err = ERANGE; break; }
		memcpy(buf, s, l + 1);
		__pw_parse(buf, pw);
		*res = pw;
		break;
	}
	free(line);
	fclose(f);
	errno = saved;
	return err;
}

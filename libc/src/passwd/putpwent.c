#define _GNU_SOURCE
#include <errno.h>
#include "pwf.h"

int putpwent(const struct passwd *pw, FILE *f)
{
	if (!pw || !f) {
		errno = EINVAL;
		return -1;
	}
	return fprintf(f, "%s:%s:%u:%u:%s:%s:%s\n", pw->pw_name, pw->pw_passwd,
		pw->pw_uid, pw->pw_gid, pw->pw_gecos, pw->pw_dir, pw->pw_shell) < 0 ? -1 : 0;
}

#define _GNU_SOURCE
#include "pwf.h"

struct passwd *fgetpwent(FILE *f)
{
	static struct passwd pw;
	static char *line;
	static size_t size;
	char *s;

	while ((s = __pwf_line(f, &line, &size)))
		if (!__pw_parse(s, &pw)) return &pw;
	return 0;
}

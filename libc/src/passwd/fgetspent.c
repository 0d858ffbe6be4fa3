#define _GNU_SOURCE
#include <errno.h>
#include "pwf.h"

struct spwd *fgetspent(FILE *f)
{
	static struct spwd sp;
	static char *line;
	static size_t size;
	char *s;

	while ((s = __pwf_line(f, &line, &size)))
		if (!__sp_parse(s, &sp)) return &sp;
	return 0;
}

static void num(FILE *f, long v)
{
	if (v != -1) fprintf(f, "%ld", v);
}

int putspent(const struct spwd *sp, FILE *f)
{
	if (!sp || !f) {
		errno = EINVAL;
		return -1;
	}
	fprintf(f, "%s:%s:", sp->sp_namp, sp->sp_pwdp ? sp->sp_pwdp : "");
	num(f, sp->sp_lstchg); fputc(':', f);
	num(f, sp->sp_min); fputc(':', f);
	num(f, sp->sp_max); fputc(':', f);
	num(f, sp->sp_warn); fputc(':', f);
	num(f, sp->sp_inact); fputc(':', f);
	num(f, sp->sp_expire); fputc(':', f);
	if (sp->sp_flag != -1UL) fprintf(f, "%lu", sp->sp_flag);
	return fputc('\n', f) < 0 ? -1 : 0;
}

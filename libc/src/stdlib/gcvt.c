#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "libc.h"
#include "fmt_float.h"

/* glibc: sprintf(buf, "%.*g", min(nd, 17), x). */

static int sout(void *ctx, const char *s, size_t n)
{
	char **p = ctx;
	memcpy(*p, s, n);
	*p += n;
	return 0;
}

char *gcvt(double x, int nd, char *buf)
{
	char *p = buf;
	__fmt_float(sout, &p, x, 0, nd < 17 ? nd : 17, 0, 'g');
	*p = 0;
	return buf;
}

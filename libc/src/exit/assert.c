#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "libc.h"
#include "syscall.h"

static char *put(char *p, char *end, const char *s)
{
	while (*s && p < end) *p++ = *s++;
	return p;
}

/* glibc's message, byte for byte, written in one piece:
 * "prog: file:line: func: Assertion `expr' failed." */
_Noreturn void __assert_fail(const char *expr, const char *file, int line, const char *func)
{
	char buf[1024], num[12], *p = buf, *end = buf + sizeof buf - 1;
	char *n = num + sizeof num;
	unsigned u = line;
	*--n = 0;
	do *--n = '0' + u % 10; while (u /= 10);

	p = put(p, end, __progname);
	if (*__progname) p = put(p, end, ": ");
	p = put(p, end, file);
	p = put(p, end, ":");
	p = put(p, end, n);
	p = put(p, end, ": ");
	if (func) {
		p = put(p, end, func);
		p = put(p, end, ": ");
	}
	p = put(p, end, "Assertion `");
	p = put(p, end, expr);
	p = put(p, end, "' failed.");
	*p++ = '\n';
	__syscall(SYS_write, 2, buf, p - buf);
	abort();
}

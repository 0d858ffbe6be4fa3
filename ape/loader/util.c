/* Small helpers for the freestanding loader: system calls, strings, and
 * the one error format: "ape loader: PROG: message", exit 127. */
#include "loader.h"

long ld_sys(long n, long a, long b, long c, long d, long e, long f)
{
	return arch_syscall(n, a, b, c, d, e, f);
}

/* The compiler may emit calls to these two even in freestanding code. */
void *memset(void *d, int c, unsigned long n)
{
	unsigned char *p = d;
	while (n--)
		*p++ = (unsigned char)c;
	return d;
}

void *memcpy(void *d, const void *s, unsigned long n)
{
	unsigned char *p = d;
	const unsigned char *q = s;
	while (n--)
		*p++ = *q++;
	return d;
}

unsigned long ld_strlen(const char *s)
{
	unsigned long n = 0;
	while (s[n])
		n++;
	return n;
}

int ld_streq(const char *a, const char *b)
{
	while (*a && *a == *b)
		a++, b++;
	return *a == *b;
}

void ld_puts(int fd, const char *s)
{
	unsigned long n = ld_strlen(s);
	while (n) {
		long r = ld_sys(SYS_write, fd, (long)s, (long)n, 0, 0, 0);
		if (r <= 0)
			return;
		s += r, n -= (unsigned long)r;
	}
}

_Noreturn void ld_exit(int code)
{
	for (;;)
		ld_sys(SYS_exit_group, code, 0, 0, 0, 0, 0);
}

_Noreturn void ld_die(const struct ld *L, const char *msg)
{
	ld_puts(2, "ape loader: ");
	if (L->prog) {
		ld_puts(2, L->prog);
		ld_puts(2, ": ");
	}
	ld_puts(2, msg);
	ld_puts(2, "\n");
	ld_exit(LD_EXIT_FAIL);
}

static const char *errno_text(long err)
{
	switch (err) {
	case 2: return "No such file or directory";
	case 12: return "Cannot allocate memory";
	case 13: return "Permission denied";
	case 1: return "Operation not permitted";
	case 20: return "Not a directory";
	case 21: return "Is a directory";
	case 22: return "Invalid argument";
	case 24: return "Too many open files";
	case 36: return "File name too long";
	case 40: return "Too many levels of symbolic links";
	}
	return "system error";
}

_Noreturn void ld_die_errno(const struct ld *L, const char *what, long err)
{
	char buf[160];
	unsigned long n = 0;
	const char *parts[3] = { what, ": ", errno_text(err) };
	for (int i = 0; i < 3; i++)
		for (const char *s = parts[i]; *s && n < sizeof buf - 1; s++)
			buf[n++] = *s;
	buf[n] = 0;
	ld_die(L, buf);
}

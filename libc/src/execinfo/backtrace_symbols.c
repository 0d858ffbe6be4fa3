#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A static program has no symbol table in memory (see dlsym), so an
 * address in the program is written as glibc writes one it cannot name:
 * "program(+0xoffset) [0xaddress]", the offset from the load bias
 * (0 for a -no-pie program), which is what addr2line -e program takes; any other address (the
 * vDSO) as "[0xaddress]". */
static int describe(char *out, size_t n, void *addr, const char *sep)
{
	Dl_info di;
	struct dl_phdr_info obj[2];
	if (dladdr(addr, &di) && di.dli_fname) {
		__dl_objects(obj);
		return snprintf(out, n, "%s(+%#lx)%s[%p]", di.dli_fname,
			(unsigned long)((uintptr_t)addr - obj[0].dlpi_addr), sep, addr);
	}
	return snprintf(out, n, "[%p]", addr);
}

/* One allocation holds the pointers and the strings, so the caller
 * frees the result with a single free(), as with glibc. */
char **backtrace_symbols(void *const *buf, int n)
{
	size_t total = 0;
	if (n < 0) n = 0;
	for (int i = 0; i < n; i++) total += describe(0, 0, buf[i], " ") + 1;
	char **v = malloc(n * sizeof *v + total + 1), *s;
	if (!v) return 0;
	s = (char *)(v + n);
	for (int i = 0; i < n; i++) {
		v[i] = s;
		s += describe(s, total + 1, buf[i], " ") + 1;
		total -= s - v[i];
	}
	return v;
}

/* No allocation: usable where malloc is not, as in a crash handler.
 * glibc writes these lines without the space before '['. */
void backtrace_symbols_fd(void *const *buf, int n, int fd)
{
	char line[4352];
	for (int i = 0; i < n; i++) {
		int len = describe(line, sizeof line - 1, buf[i], "");
		if (len < 0) continue;
		if ((size_t)len > sizeof line - 2) len = sizeof line - 2;
		line[len++] = '\n';
		for (char *p = line; len > 0;) {
			ssize_t w = write(fd, p, len);
			if (w < 0) break;
			p += w, len -= w;
		}
	}
}
